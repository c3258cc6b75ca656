import { dateTimeFormat } from '@/i18n/formatters'
import { getTranslations } from 'next-intl/server'

import { numberLocale } from '@/commerce/rules/money'
import type { Review } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

/**
 * Reviews as the shop shows them: stars, title, the language when it is not the page's, text,
 * who wrote it and when.
 */
export async function ReviewList({ reviews, locale }: { reviews: Review[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'reviews' })
  const date = dateTimeFormat(numberLocale[locale], { dateStyle: 'long' })
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id} data-testid="review" className="rounded border border-neutral-200 p-4">
          <p className="flex items-center gap-2">
            <span aria-hidden className="text-amber-500">
              {'★'.repeat(review.rating)}
              <span className="text-neutral-300">{'★'.repeat(5 - review.rating)}</span>
            </span>
            <span className="sr-only">{t('stars', { count: review.rating })}</span>
            <strong>{review.title}</strong>
          </p>
          {review.language && review.language !== locale ? (
            <p className="mt-1 text-sm text-neutral-600" data-testid="review-language">
              {t(`writtenIn.${review.language}`)}
            </p>
          ) : null}
          <p className="mt-2 whitespace-pre-line text-neutral-800">{review.text}</p>
          <p className="mt-2 text-sm text-neutral-600">
            {t('byline', {
              name: review.authorName,
              date: date.format(new Date(review.createdAt)),
            })}
          </p>
        </li>
      ))}
    </ul>
  )
}
