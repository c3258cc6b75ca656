import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import { PROMOS } from '@/commerce/rules/categories'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

/** What an empty cart says, with the way back to the products and to the promos. */
export async function EmptyCart({ locale }: { locale: Locale }) {
  const [t, promos] = await Promise.all([
    getTranslations({ locale, namespace: 'cart' }),
    commerce.catalog.category(PROMOS, locale),
  ])
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
