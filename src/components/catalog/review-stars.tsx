import { numberFormat } from '@/i18n/formatters'
import { getTranslations } from 'next-intl/server'

import { numberLocale } from '@/commerce/rules/money'
import type { ReviewSummary } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

/** The product's average rating as stars, with the number of reviews. */
export async function ReviewStars({ summary, locale }: { summary: ReviewSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'product' })
  if (summary.count === 0 || summary.average === null) {
    return <p className="text-sm text-neutral-600">{t('noReviews')}</p>
  }
  const average = numberFormat(numberLocale[locale], { maximumFractionDigits: 1 }).format(
    summary.average,
  )
  const full = Math.round(summary.average)
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="review-summary">
      <span aria-hidden className="text-amber-500">
        {'★'.repeat(full)}
        <span className="text-neutral-300">{'★'.repeat(5 - full)}</span>
      </span>
      <span className="sr-only">{t('averageRating', { average })}</span>
      <span aria-hidden>{average}</span>
      <span className="text-neutral-600">({t('reviewCount', { count: summary.count })})</span>
    </p>
  )
}
