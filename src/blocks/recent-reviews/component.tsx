import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import { ReviewList } from '@/components/reviews/review-list'
import type { RecentReviewsBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

export async function RecentReviewsBlockView({
  block,
  locale,
  first,
}: BlockProps<RecentReviewsBlock>) {
  const [reviews, t] = await Promise.all([
    commerce.reviews.recent(locale, block.count ?? 3),
    getTranslations({ locale, namespace: 'blocks' }),
  ])
  if (reviews.length === 0) return null
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="mx-auto max-w-5xl px-4 py-10" aria-label={block.heading}>
      <Heading className="text-2xl font-bold text-brand-dark">{block.heading}</Heading>
      <p className="sr-only">{t('reviewsNote')}</p>
      <div className="mt-5">
        <ReviewList reviews={reviews} locale={locale} />
      </div>
    </section>
  )
}
