import { useTranslations } from 'next-intl'

import type { ReducedCartLine } from '@/commerce/types'

/** Says once which lines were lowered to the stock when the guest cart joined the account's. */
export function MergeNotice({ lines }: { lines: ReducedCartLine[] }) {
  const t = useTranslations('cart.mergedAtSignIn')
  if (lines.length === 0) return null
  return (
    <div role="status" className="rounded bg-amber-50 p-3 text-amber-900">
      <p>{t('title')}</p>
      <ul className="mt-2 list-disc pl-5">
        {lines.map((line) => (
          <li key={line.productId}>
            {line.kept > 0
              ? t('line', { name: line.name, kept: line.kept, requested: line.requested })
              : t('removed', { name: line.name })}
          </li>
        ))}
      </ul>
    </div>
  )
}
