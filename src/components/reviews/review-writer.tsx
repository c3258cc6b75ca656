'use client'

import { lazy, Suspense } from 'react'

import { useVisitor } from '@/components/layout/visitor'
import { IntentLink } from '@/i18n/intent-link'
import type { MessagesProps } from '@/i18n/with-messages'

// Only signed-in customers get it, after the page has loaded: its libraries load for them alone.
const CustomerReview = lazy(() =>
  import('./customer-review').then((module) => ({ default: module.CustomerReview })),
)

type Props = MessagesProps & {
  productId: number
  productName: string
  /** The sign-in page's address in this language, back to this product afterwards. */
  signInHref: string
  /** For anybody but a customer, made on the server. */
  texts: { registeredOnly: string; signInToWrite: string }
}

/**
 * The way to write a review on a product page that is the same for everybody: a signed-in
 * customer gets their own, anybody else a sign-in link.
 */
export function ReviewWriter({ texts, signInHref, ...review }: Props) {
  const visitor = useVisitor()
  if (!visitor) return null
  if (!visitor.customer)
    return (
      <p className="text-sm">
        {texts.registeredOnly}{' '}
        <IntentLink href={signInHref} fresh className="font-semibold underline">
          {texts.signInToWrite}
        </IntentLink>
      </p>
    )
  return (
    <Suspense fallback={null}>
      <CustomerReview {...review} />
    </Suspense>
  )
}
