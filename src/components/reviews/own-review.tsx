'use client'

import { useTranslations } from 'next-intl'

import type { OwnReview as Review } from '@/app/actions/reviews'

/** The customer's review of the product as sent, where the shop cannot change a review. */
export function OwnReview({ review }: { review: Review }) {
  const t = useTranslations('reviews')
  return (
    <section
      aria-labelledby="own-review-title"
      data-testid="own-review"
      className="rounded border border-neutral-200 p-4"
    >
      <h3 id="own-review-title" className="font-semibold">
        {t('ownTitle')}
      </h3>
      <p className="mt-1">
        <span aria-hidden className="text-amber-500">
          {'★'.repeat(review.rating)}
        </span>
        <span className="sr-only">{t('stars', { count: review.rating })}</span>{' '}
        <strong>{review.title}</strong>
      </p>
      <p className="mt-1 whitespace-pre-line text-neutral-800">{review.text}</p>
      <p className="mt-2 text-sm text-neutral-600">
        {review.approved ? t('approved') : t('pending')}
      </p>
      <p className="mt-2 text-sm">{t('ownFinal')}</p>
    </section>
  )
}
