import { localeOr } from '@/i18n/locales'

import type { CheckoutDetails, CountryCode, DeliveryMethod, Locale } from '../types'
import { addressInput, addressProblems, asAddressForm } from './address'
import { isCountryCode, SHOP_COUNTRY } from './delivery-country'
import { asFields, asText } from './form-input'

/** An order the owner takes down by phone, as the admin's form sends it. */
export type PhoneOrder = {
  /** One per form: sending the same form again gives the same order. */
  attempt: string
  /** The customer it is for, or null for somebody without an account. */
  customerId: number | null
  /** The language of the order and its confirmation e-mail. */
  locale: Locale
  lines: Array<{ productId: number; quantity: number }>
  method: DeliveryMethod
  date: string
  details: CheckoutDetails
  paymentMethod: string
}

/** What keeps a phone order form from being an order at all (the rest the shop's rules check). */
export type PhoneOrderProblem =
  | 'attempt-required'
  | 'customer-unknown'
  | 'lines-required'
  | 'invalid-quantity'
  | 'method-required'
  | 'date-required'
  | 'details-required'
  | 'payment-method-unavailable'

/** Lines on one order form at most: a shop counter, not a wholesaler. */
const MAX_LINES = 50

const ATTEMPT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

type Lines = PhoneOrder['lines']

/** The form's lines, one per product (the same product twice adds up); null when one is wrong. */
function readLines(raw: unknown): Lines | null {
  if (!Array.isArray(raw) || raw.length > MAX_LINES) return null
  const lines: Lines = []
  for (const item of raw) {
    const { productId, quantity } = asFields(item)
    if (!isId(productId) || typeof quantity !== 'number' || !(quantity > 0)) return null
    const same = lines.find((line) => line.productId === productId)
    if (same) same.quantity = Math.round((same.quantity + quantity) * 1000) / 1000
    else lines.push({ productId, quantity })
  }
  return lines
}

/**
 * The phone order a form sent, whatever it holds, or the first problem that keeps it from being
 * one. Stock, prices, the date against the calendar and the payment method against the way of
 * handing over are the shop's own checks, made when the order is placed.
 */
export function readPhoneOrder(raw: unknown): PhoneOrder | PhoneOrderProblem {
  const form = asFields(raw)
  const attempt = asText(form.attempt)
  if (!ATTEMPT.test(attempt)) return 'attempt-required'
  if (form.customerId !== null && form.customerId !== undefined && !isId(form.customerId))
    return 'customer-unknown'
  const lines = readLines(form.lines)
  if (lines === null) return 'invalid-quantity'
  if (lines.length === 0) return 'lines-required'
  const method = form.method
  if (method !== 'delivery' && method !== 'pickup') return 'method-required'
  const date = asText(form.date)
  if (!date) return 'date-required'
  const address = asAddressForm(form.address)
  if (Object.keys(addressProblems(address)).length > 0) return 'details-required'
  const paymentMethod = asText(form.paymentMethod)
  if (!paymentMethod) return 'payment-method-unavailable'
  return {
    attempt,
    customerId: isId(form.customerId) ? form.customerId : null,
    locale: localeOr(form.locale),
    lines,
    method,
    date,
    details: {
      email: address.email,
      phone: address.phone,
      billing: addressInput(address),
      shipping: null,
    },
    paymentMethod,
  }
}

/** What the phone order form prices before it is placed: the lines and where they go. */
export type PhoneOrderQuote = Pick<PhoneOrder, 'locale' | 'lines' | 'method'> & {
  country: CountryCode
}

/** The part of a phone order form that prices it, or why it cannot be priced yet. */
export function readPhoneOrderQuote(
  raw: unknown,
): PhoneOrderQuote | 'lines-required' | 'invalid-quantity' | 'method-required' {
  const form = asFields(raw)
  const lines = readLines(form.lines)
  if (lines === null) return 'invalid-quantity'
  if (lines.length === 0) return 'lines-required'
  const method = form.method
  if (method !== 'delivery' && method !== 'pickup') return 'method-required'
  return {
    locale: localeOr(form.locale),
    lines,
    method,
    country: isCountryCode(form.country) ? form.country : SHOP_COUNTRY,
  }
}
