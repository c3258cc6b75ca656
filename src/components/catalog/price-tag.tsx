import { getTranslations } from 'next-intl/server'

import { formatMoney, formatWeight } from '@/commerce/rules/money'
import type { ProductSummary } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

type Props = { product: ProductSummary; locale: Locale; size?: 'sm' | 'lg' }

/** The price with its unit, and the price per kg (and packed weight) for pieces. */
export async function PriceTag({ product, locale, size = 'sm' }: Props) {
  const t = await getTranslations({ locale, namespace: 'catalog' })
  const unit = product.unit === 'kg' ? t('perKg') : t('perPiece')
  return (
    <div>
      <p className={size === 'lg' ? 'text-3xl font-bold text-brand-dark' : 'font-semibold'}>
        {formatMoney(product.price, locale)}{' '}
        <span className="text-sm font-normal text-neutral-600">{unit}</span>
      </p>
      {product.unit === 'piece' && product.pricePerKg ? (
        <p className="text-sm text-neutral-600">
          {t('pricePerKg', { price: formatMoney(product.pricePerKg, locale) })}
          {product.packedWeightGrams && size === 'lg'
            ? ` · ${t('packedWeight', { weight: formatWeight(product.packedWeightGrams, locale) })}`
            : null}
        </p>
      ) : null}
    </div>
  )
}
