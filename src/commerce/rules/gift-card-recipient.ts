import type { GiftCardRecipient } from '../types'
import { isEmail, normalizeEmail } from './email'
import { asFields, asText } from './form-input'

export const GIFT_NAME_MAX = 100
export const GIFT_MESSAGE_MAX = 500

/** Message keys (namespace `product.giftVoucher.problems`). */
export type GiftRecipientProblem = 'required' | 'invalid-email' | 'too-long'

/** What stops a gift voucher's recipient form from being sent, per field. */
export function giftRecipientProblems(
  form: GiftCardRecipient,
): Partial<Record<keyof GiftCardRecipient, GiftRecipientProblem>> {
  const problems: Partial<Record<keyof GiftCardRecipient, GiftRecipientProblem>> = {}
  for (const field of ['recipientName', 'senderName'] as const) {
    if (!form[field].trim()) problems[field] = 'required'
    else if (form[field].trim().length > GIFT_NAME_MAX) problems[field] = 'too-long'
  }
  for (const field of ['recipientEmail', 'senderEmail'] as const)
    if (!isEmail(normalizeEmail(form[field]))) problems[field] = 'invalid-email'
  if (form.message.trim().length > GIFT_MESSAGE_MAX) problems.message = 'too-long'
  return problems
}

/** A recipient form as a browser sent it, whatever it holds, every field a string. */
export function asGiftRecipient(raw: unknown): GiftCardRecipient {
  const form = asFields(raw)
  return {
    recipientName: asText(form.recipientName),
    recipientEmail: asText(form.recipientEmail),
    senderName: asText(form.senderName),
    senderEmail: asText(form.senderEmail),
    message: asText(form.message),
  }
}

/** The recipient as the shop keeps it: trimmed, addresses in lower case. */
export const cleanGiftRecipient = (form: GiftCardRecipient): GiftCardRecipient => ({
  recipientName: form.recipientName.trim(),
  recipientEmail: normalizeEmail(form.recipientEmail),
  senderName: form.senderName.trim(),
  senderEmail: normalizeEmail(form.senderEmail),
  message: form.message.trim(),
})
