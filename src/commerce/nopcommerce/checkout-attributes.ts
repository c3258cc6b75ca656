import { COUNTRIES } from '../rules/address'
import type { CountryCode, DeliveryMethod } from '../types'

/**
 * The checkout attributes the shop's nopCommerce has for what the storefront asks at the cart
 * (Catalog › Attributes › Checkout attributes; none "shippable product required"). nopCommerce
 * copies them onto the order. Posted as `checkout_attribute_{id}`, a value's id for a list, the
 * text for a text box, and the date as `checkout_attribute_{id}_day|_month|_year`.
 *
 * The plugin reads every one of them from every form it parses (UpdateCart, ApplyDiscountCoupon,
 * ApplyGiftCard, SelectShippingOption, CheckoutAttributeChange): an empty value clears one, and a
 * missing key fails the call. So each of those forms carries all of them.
 */
export const checkoutAttributes = {
  /** Radio list: how the order reaches the shopper; delivery is the value preselected. */
  deliveryMethod: {
    id: 2,
    values: { delivery: '3', pickup: '4' } as Record<DeliveryMethod, string>,
  },
  /**
   * The shop's time slots. The storefront asks none: it posts back the one nopCommerce holds, or
   * the shop's default (the value preselected in the admin) where nopCommerce shows none.
   */
  timeSlot: { id: 3, defaultValue: '5' },
  /** Date picker: the delivery or pickup date. */
  deliveryDate: { id: 5 },
  /** Checkboxes with one value: the shopper accepted the terms. */
  terms: { id: 6, accepted: '10' },
  /** Text box: the country the order goes to (BE, NL, FR, DE, LU), so that the cart keeps it. */
  country: { id: 7 },
} as const

const key = (id: number) => `checkout_attribute_${id}`

/** Everything the storefront keeps in the cart's checkout attributes. */
export type CheckoutChoice = {
  method: DeliveryMethod
  date: string | null
  termsAccepted: boolean
  /** The id of the time slot value nopCommerce holds; null for none. */
  timeSlot: string | null
  country: CountryCode
}

/** A new cart's choices. */
export const initialChoice: CheckoutChoice = {
  method: 'delivery',
  date: null,
  termsAccepted: false,
  timeSlot: null,
  country: 'BE',
}

/** The dictionary the plugin reads for the cart's checkout attributes: every one of them. */
export function checkoutAttributeForm(choice: CheckoutChoice): Record<string, string> {
  const { deliveryMethod, timeSlot, deliveryDate, terms, country } = checkoutAttributes
  const [year, month, day] = choice.date ? choice.date.split('-').map(Number) : []
  const dateKey = key(deliveryDate.id)
  return {
    [key(deliveryMethod.id)]: deliveryMethod.values[choice.method],
    [key(timeSlot.id)]: choice.timeSlot ?? timeSlot.defaultValue,
    [`${dateKey}_day`]: day ? String(day) : '',
    [`${dateKey}_month`]: month ? String(month) : '',
    [`${dateKey}_year`]: year ? String(year) : '',
    [key(terms.id)]: choice.termsAccepted ? terms.accepted : '',
    [key(country.id)]: choice.country,
  }
}

/** The date (YYYY-MM-DD) a form's date attribute holds, or null. */
export function dateFromAttributeForm(form: Record<string, string>): string | null {
  const dateKey = key(checkoutAttributes.deliveryDate.id)
  const [day, month, year] = ['_day', '_month', '_year'].map((part) => Number(form[dateKey + part]))
  if (!day || !month || !year) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** A country the shop delivers to, from a text attribute's value; null for anything else. */
export const countryFromText = (text: string | null | undefined): CountryCode | null => {
  const code = (text ?? '').trim().toUpperCase()
  return (COUNTRIES as string[]).includes(code) ? (code as CountryCode) : null
}
