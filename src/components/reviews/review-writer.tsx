'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense } from 'react'

import { useVisitor } from '@/components/layout/visitor'
import { Link } from '@/i18n/navigation'

// Only signed-in customers get it, after the page has loaded: its libraries load for them alone.
const CustomerReview = lazy(() =>
  import('./customer-review').then((module) => ({ default: module.CustomerReview })),
)

type Props = { productId: number; productName: string; signInReturnTo: string }

/**
 * The way to write a review on a product page that is the same for everybody: a signed-in
 * customer gets their own, anybody else a sign-in link.
 */
export function ReviewWriter({ productId, productName, signInReturnTo }: Props) {
  const t = useTranslations('reviews')
  const visitor = useVisitor()
  if (!visitor) return null
  if (!visitor.customer)
    return (
      <p className="text-sm">
        {t('registeredOnly')}{' '}
        <Link
          href={{ pathname: '/login', query: { redirect: signInReturnTo } }}
          className="font-semibold underline"
        >
          {t('signInToWrite')}
        </Link>
      </p>
    )
  return (
    <Suspense fallback={null}>
      <CustomerReview productId={productId} productName={productName} />
    </Suspense>
  )
}
