/** What the cart does with gift vouchers: buying one for someone, and paying with a code. */
import type { Payload } from 'payload'

import type { Product as ProductDoc } from '@/payload-types'

import { CommerceError } from '../provider'
import { normalizeGiftCardCode } from '../rules/gift-card-code'
import type { GiftCardBalance } from '../rules/gift-card-payment'
import {
  asGiftRecipient,
  cleanGiftRecipient,
  giftRecipientProblems,
} from '../rules/gift-card-recipient'
import { euros } from '../rules/money'
import type { CartChange } from '../types'
import type { CartData } from './cart-store'
import { findGiftCard } from './gift-cards'

/**
 * A gift voucher product's new line, with its recipient checked by the form's own rule; null for
 * other products. Each voucher is a line of its own, for its own recipient.
 */
export function giftVoucherLine(product: ProductDoc, change: Extract<CartChange, { type: 'add' }>) {
  if (!product.giftCard) return null
  const recipient = asGiftRecipient(change.giftCard)
  if (Object.keys(giftRecipientProblems(recipient)).length > 0)
    throw new CommerceError('gift-card-details-required')
  return { product: product.id, giftCard: cleanGiftRecipient(recipient) }
}

/**
 * Entering a code (or null to take it away): an unknown or used-up code changes nothing. The
 * amount is taken only when the order is placed.
 */
export async function giftCardCodeChange(
  payload: Payload,
  typed: string | null,
): Promise<() => CartData> {
  if (typed === null) return () => ({ giftCardCode: null })
  const code = normalizeGiftCardCode(typed)
  const card = code ? await findGiftCard(payload, code) : null
  if (!card) throw new CommerceError('gift-card-unknown')
  if (card.balance <= 0) throw new CommerceError('gift-card-used-up')
  return () => ({ giftCardCode: card.code })
}

/** The entered voucher with its balance now; an unknown code has nothing left. */
export async function giftCardBalance(
  payload: Payload,
  code: string | null | undefined,
): Promise<GiftCardBalance | null> {
  if (!code) return null
  const card = await findGiftCard(payload, code)
  return { code, balance: euros(card?.balance ?? 0) }
}
