'use client'

import useSWR from 'swr'

import { ownReview } from '@/app/actions/reviews'
import { withMessages } from '@/i18n/with-messages'

import { OwnReview } from './own-review'
import { WriteReview } from './write-review'

type Props = { productId: number; productName: string }

/**
 * A signed-in customer's way to review the product: the dialog (with their review to edit, if
 * any, where the shop can change it), else their review as sent. Loaded for customers alone, with
 * its form, dialog and data libraries, the translation runtime and its messages (docs/adr/0034).
 */
export const CustomerReview = withMessages(function CustomerReview({
  productId,
  productName,
}: Props) {
  const { data: own, isLoading } = useSWR(['own-review', productId], () => ownReview(productId))
  if (isLoading) return null
  if (own && !own.editable) return <OwnReview review={own} />
  const editing = own && { title: own.title, text: own.text, rating: own.rating }
  return <WriteReview productId={productId} productName={productName} own={editing ?? null} />
})
