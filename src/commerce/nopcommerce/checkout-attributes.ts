import type { DeliveryMethod } from '../types'

/**
 * The checkout attributes the shop's nopCommerce has for what the storefront asks at the cart
 * (Catalog › Attributes › Checkout attributes): how the order reaches the shopper, on which
 * date, and whether the terms were accepted. Posted as `checkout_attribute_{id}`; the date as
 * `checkout_attribute_{id}_day|_month|_year`.
 */
export const checkoutAttributes = {
  deliveryMethod: {
    id: 1,
    values: { delivery: '1', pickup: '2' } as Record<DeliveryMethod, string>,
  },
  deliveryDate: { id: 2 },
  terms: { id: 3, accepted: '1' },
} as const

const key = (id: number) => `checkout_attribute_${id}`

export type CheckoutChoice = { method: DeliveryMethod; date: string | null; termsAccepted: boolean }

/** The dictionary the plugin reads for the cart's checkout attributes. */
export function checkoutAttributeForm({ method, date, termsAccepted }: CheckoutChoice) {
  const form: Record<string, string> = {
    [key(checkoutAttributes.deliveryMethod.id)]: checkoutAttributes.deliveryMethod.values[method],
    [key(checkoutAttributes.terms.id)]: termsAccepted ? checkoutAttributes.terms.accepted : '',
  }
  const dateKey = key(checkoutAttributes.deliveryDate.id)
  const [year, month, day] = date ? date.split('-').map(Number) : [0, 0, 0]
  form[`${dateKey}_day`] = date ? String(day) : ''
  form[`${dateKey}_month`] = date ? String(month) : ''
  form[`${dateKey}_year`] = date ? String(year) : ''
  return form
}

/** The date (YYYY-MM-DD) a form's date attribute holds, or null. */
export function dateFromAttributeForm(form: Record<string, string>): string | null {
  const dateKey = key(checkoutAttributes.deliveryDate.id)
  const [day, month, year] = ['_day', '_month', '_year'].map((part) => Number(form[dateKey + part]))
  if (!day || !month || !year) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
