import type { Cart as CartDoc } from '@/payload-types'

import type { GiftCardRecipient } from '../types'

/** The recipient of a gift voucher line, or null on other lines. */
export function giftRecipientOf(
  line: NonNullable<CartDoc['lines']>[number],
): GiftCardRecipient | null {
  const card = line.giftCard
  if (!card?.recipientEmail) return null
  return {
    recipientName: card.recipientName ?? '',
    recipientEmail: card.recipientEmail,
    senderName: card.senderName ?? '',
    senderEmail: card.senderEmail ?? '',
    message: card.message ?? '',
  }
}
