'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense } from 'react'
import useSWR from 'swr'

import { ownReview } from '@/app/actions/reviews'
import { useVisitor } from '@/components/layout/visitor'
import { Link } from '@/i18n/navigation'

import { OwnReview } from './own-review'

// Only signed-in customers get the dialog, after the page has loaded: its form and dialog
// libraries load for them alone.
const WriteReview = lazy(() =>
  import('./write-review').then((module) => ({ default: module.WriteReview })),
)

type Props = { productId: number; productName: string; signInReturnTo: string }

/**
 * The way to write a review on a product page that is the same for everybody: a signed-in
 * customer gets the dialog (with their review to edit, if any, where the shop can change it; else
 * their review as sent), anybody else a sign-in link.
 */
export function ReviewWriter({ productId, productName, signInReturnTo }: Props) {
  const t = useTranslations('reviews')
  const visitor = useVisitor()
  const signedIn = Boolean(visitor?.customer)
  const { data: own, isLoading } = useSWR(signedIn ? ['own-review', productId] : null, () =>
    ownReview(productId),
  )
  if (!visitor || isLoading) return null
  if (!signedIn)
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
  if (own && !own.editable) return <OwnReview review={own} />
  const editing = own && { title: own.title, text: own.text, rating: own.rating }
  return (
    <Suspense fallback={null}>
      <WriteReview productId={productId} productName={productName} own={editing ?? null} />
    </Suspense>
  )
}
