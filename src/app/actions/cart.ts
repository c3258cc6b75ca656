'use server'

import { headers } from 'next/headers'

import { currentShopper } from '@/auth/customer-session'
import { inGuestSession } from '@/auth/guest-cookie'
import { commerce } from '@/commerce'
import { CommerceError } from '@/commerce/provider'
import { isCountryCode } from '@/commerce/rules/delivery-country'
import { asGiftRecipient } from '@/commerce/rules/gift-card-recipient'
import type { Cart, CartChange, ProductSummary, Shopper } from '@/commerce/types'
import { productsById } from '@/content/products-by-id'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { escapeControlCharacters } from '@/logging/escape-control-characters'
import { throttledCodeAttempt } from '@/security/code-attempts'
import { containsNul } from '@/security/nul-characters'

import { runAction } from './run-action'

export type CartActionResult = { ok: true; itemCount: number } | { ok: false; message: string }

/** Runs `work` on the shopper's cart; a problem becomes a message in the shopper's language. */
async function inCart(
  rawLocale: string,
  change: unknown,
  work: (shopper: Shopper, locale: Locale) => Promise<Cart>,
): Promise<CartActionResult> {
  const setting = {
    locale: rawLocale,
    problems: 'cart.problems',
    what: 'Cart change failed',
    details: () => ({ change: escapeControlCharacters(JSON.stringify(change)) }),
  }
  return runAction<CartActionResult>(setting, async ({ locale, t }) => {
    if (containsNul(change)) return { ok: false, message: t('invalid-characters') }
    const cart = await inGuestSession(commerce.customers, await currentShopper(locale), (shopper) =>
      work(shopper, locale),
    )
    return { ok: true, itemCount: cart.itemCount }
  })
}

const changeCart = (rawLocale: string, change: CartChange) =>
  inCart(rawLocale, change, (shopper) => commerce.cart.change(shopper, change))

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) > 0
const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

export async function addToCart(locale: string, productId: number, quantity: number) {
  return changeCart(locale, {
    type: 'add',
    // No product has id 0: an unusable id is answered like a withdrawn product.
    productId: isId(productId) ? productId : 0,
    quantity: isQuantity(quantity) ? quantity : Number.NaN,
  })
}

// A recipe names a handful of products; more than this is not a shopper's click.
const MAX_PRODUCTS_AT_ONCE = 24

const smallestQuantity = (product: ProductSummary): CartChange => ({
  type: 'add',
  productId: product.id,
  quantity: product.quantityLimits.min,
})

/** Adds each of these products that is in stock once, in its smallest quantity (a recipe's). */
export async function addProductsToCart(locale: string, productIds: number[]) {
  const ids = Array.isArray(productIds)
    ? productIds.filter(isId).slice(0, MAX_PRODUCTS_AT_ONCE)
    : []
  return inCart(locale, { add: ids }, async (shopper, language) => {
    const products = await productsById(ids, language)
    const [first, ...rest] = products.filter((product) => product.inStock)
    if (!first) throw new CommerceError('out-of-stock')
    let cart = await commerce.cart.change(shopper, smallestQuantity(first))
    for (const product of rest)
      cart = await commerce.cart.change(shopper, smallestQuantity(product))
    return cart
  })
}

export async function setCartQuantity(locale: string, lineId: string, quantity: number) {
  return changeCart(locale, {
    type: 'set-quantity',
    lineId: String(lineId),
    quantity: isQuantity(quantity) ? quantity : Number.NaN,
  })
}

export async function removeFromCart(locale: string, lineId: string) {
  return changeCart(locale, { type: 'remove', lineId: String(lineId) })
}

export async function chooseDelivery(locale: string, method: string, date: string | null) {
  return changeCart(locale, {
    type: 'delivery',
    method: method === 'pickup' ? 'pickup' : 'delivery',
    date: typeof date === 'string' && date ? date : null,
  })
}

/** Where the cart is delivered to: that country's delivery costs and VAT. */
export async function chooseCountry(locale: string, country: string) {
  return inCart(locale, { country }, async (shopper) => {
    if (!isCountryCode(country)) throw new CommerceError('country-unavailable')
    return commerce.cart.change(shopper, { type: 'country', country })
  })
}

export async function acceptTerms(locale: string, accepted: boolean) {
  return changeCart(locale, { type: 'terms', accepted: accepted === true })
}

/** The two codes a shopper can type in the cart, each its own kind of cart change. */
export type CartCode = 'discount' | 'giftCard'

const codeChange = (kind: CartCode, code: string | null): CartChange =>
  kind === 'giftCard' ? { type: 'gift-card-code', code } : { type: 'discount-code', code }

// Longer than any code the shop hands out; a longer text is not a code.
const MAX_CODE_LENGTH = 64

/**
 * Applies a discount or gift card code to the cart (checked now), or takes it off (null). Codes
 * tried are counted per cart and per address, so that they cannot be guessed.
 */
export async function setCartCode(locale: string, kind: CartCode, code: string | null) {
  const typed = typeof code === 'string' ? code.trim().slice(0, MAX_CODE_LENGTH) : ''
  const change = codeChange(kind === 'giftCard' ? 'giftCard' : 'discount', typed || null)
  if (!typed) return changeCart(locale, change)
  const incoming = await headers()
  return inCart(locale, change, async (shopper) =>
    throttledCodeAttempt(await payloadClient(), incoming, shopper.session ?? '', () =>
      commerce.cart.change(shopper, change),
    ),
  )
}

/** Adds a gift voucher for the recipient the shopper named (checked again by the backend). */
export async function addGiftVoucher(locale: string, productId: number, recipient: unknown) {
  return changeCart(locale, {
    type: 'add',
    productId: isId(productId) ? productId : 0,
    quantity: 1,
    giftCard: asGiftRecipient(recipient),
  })
}
