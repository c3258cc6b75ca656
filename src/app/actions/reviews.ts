'use server'

import { currentCustomer } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { asText } from '@/commerce/rules/form-input'
import { type ReviewForm, reviewProblems } from '@/commerce/rules/review-input'
import { isLocale } from '@/i18n/locales'
import { containsNul } from '@/security/nul-characters'

import { runFormAction } from './run-action'

/** Problem keys of `reviews.problems` per field, or under `form` for the review as a whole. */
export type ReviewResult = { ok: true } | { ok: false; problems: Record<string, string> }

/** A signed-in customer's review of a product; it waits for the shop's approval. */
export async function writeReview(
  productId: number,
  sent: ReviewForm,
  locale?: string,
): Promise<ReviewResult> {
  if (containsNul(sent)) return { ok: false, problems: { form: 'invalid-characters' } }
  const form = {
    title: asText(sent?.title),
    text: asText(sent?.text),
    rating: Number(sent?.rating),
  }
  const problems = reviewProblems(form)
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  const customer = await currentCustomer()
  if (!customer) return { ok: false, problems: { form: 'registered-only' } }
  return runFormAction('Writing a review failed', async () => {
    await commerce.reviews.write(customer.session, {
      productId: Number(productId),
      ...form,
      locale: isLocale(locale) ? locale : undefined,
    })
    return { ok: true } as const
  })
}

/** A customer's own review of a product, and whether sending it again edits it. */
export type OwnReview = ReviewForm & { approved: boolean; editable: boolean }

/** The signed-in customer's own review of a product; null for anybody else. */
export async function ownReview(productId: number): Promise<OwnReview | null> {
  const customer = await currentCustomer()
  if (!customer || !Number.isInteger(Number(productId))) return null
  const own = await commerce.reviews.own(customer.session, Number(productId))
  if (!own) return null
  const { title, text, rating, approved } = own
  return { title, text, rating, approved, editable: commerce.reviews.canEdit }
}
