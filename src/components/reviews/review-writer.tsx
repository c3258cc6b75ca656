'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense } from 'react'

import { useVisitor } from '@/components/layout/visitor'
import { IntentLink } from '@/i18n/intent-link'

// Only signed-in customers get it, after the page has loaded: its libraries load for them alone.
const CustomerReview = lazy(() =>
  import('./customer-review').then((module) => ({ default: module.CustomerReview })),
)

type Props = {
  productId: number
  productName: string
  /** The sign-in page's address in this language, back to this product afterwards. */
  signInHref: string
}

/**
 * The way to write a review on a product page that is the same for everybody: a signed-in
 * customer gets their own, anybody else a sign-in link.
 */
export function ReviewWriter({ productId, productName, signInHref }: Props) {
  const t = useTranslations('reviews')
  const visitor = useVisitor()
  if (!visitor) return null
  if (!visitor.customer)
    return (
      <p className="text-sm">
        {t('registeredOnly')}{' '}
        <IntentLink href={signInHref} fresh className="font-semibold underline">
          {t('signInToWrite')}
        </IntentLink>
      </p>
    )
  return (
    <Suspense fallback={null}>
      <CustomerReview productId={productId} productName={productName} />
    </Suspense>
  )
}
