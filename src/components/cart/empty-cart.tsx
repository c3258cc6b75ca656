import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/** The promotions category, when the shop has one: an empty cart points to it. */
export type PromosLink = { id: number | string; slug: string } | null

/** What an empty cart says, with the way back to the products and to the promos. */
export function EmptyCart({ promos }: { promos: PromosLink }) {
  const t = useTranslations('cart')
  return (
    <div className="space-y-4">
      <p>{t('empty')}</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/products" className="rounded bg-brand px-4 py-2 font-semibold text-white">
          {t('continueShopping')}
        </Link>
        {promos ? (
          <Link
            href={{
              pathname: '/meat-types/[id]/[slug]',
              params: { id: promos.id, slug: promos.slug },
            }}
            className="rounded border border-brand px-4 py-2 font-semibold text-brand-dark"
          >
            {t('seePromos')}
          </Link>
        ) : null}
      </div>
    </div>
  )
}
