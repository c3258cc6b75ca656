/**
 * The stand-in shop's checkout attributes (Catalog › Attributes › Checkout attributes), set up as
 * the README asks an operator to, and how the plugin reads and shows them: ShoppingCartController.cs,
 * ParseAndSaveCheckoutAttributesAsync, and ShoppingCartModelFactory.cs,
 * PrepareCheckoutAttributeModelsAsync.
 *
 * A cart keeps what was saved as a form-like record (`DoubleCart.checkoutAttributes`): for a list
 * its value ids joined by commas, for a text box its text, for a date its day, month and year.
 * An empty record is a customer who never saved any (nopCommerce's empty attributes XML).
 */
import { checkoutAttributes } from '@/commerce/nopcommerce/checkout-attributes'
import type { Locale } from '@/i18n/locales'

import { requiresShipping } from './shipping'
import type { DoubleCart } from './state'

type Names = Record<Locale, string>

type DoubleCheckoutAttribute = {
  id: number
  name: Names
  control: 'RadioList' | 'Checkboxes' | 'TextBox' | 'Datepicker'
  required: boolean
  /** "Shippable product required": left out for a cart with nothing to ship (gift cards only). */
  shippable: boolean
  values: Array<{ id: number; name: Names; preselected: boolean }>
}

const { deliveryMethod, timeSlot, deliveryDate, terms, country } = checkoutAttributes

const same = (name: string): Names => ({ nl: name, fr: name, en: name })

export const shopCheckoutAttributes: DoubleCheckoutAttribute[] = [
  {
    id: deliveryMethod.id,
    name: { nl: 'Levering of afhalen', fr: 'Livraison ou retrait', en: 'Delivery or pickup' },
    control: 'RadioList',
    required: true,
    shippable: true,
    values: [
      {
        id: Number(deliveryMethod.values.delivery),
        name: { nl: 'Levering', fr: 'Livraison', en: 'Delivery' },
        preselected: true,
      },
      {
        id: Number(deliveryMethod.values.pickup),
        name: { nl: 'Afhalen', fr: 'Retrait', en: 'Pickup' },
        preselected: false,
      },
    ],
  },
  {
    id: timeSlot.id,
    name: { nl: 'Tijdslot', fr: 'Créneau', en: 'Time slot' },
    control: 'RadioList',
    required: true,
    shippable: true,
    values: [
      { id: Number(timeSlot.defaultValue), name: same('8:00 - 20:00'), preselected: true },
      { id: Number(timeSlot.defaultValue) + 1, name: same('8:00 - 12:00'), preselected: false },
    ],
  },
  {
    id: deliveryDate.id,
    name: { nl: 'Datum', fr: 'Date', en: 'Date' },
    control: 'Datepicker',
    required: true,
    shippable: true,
    values: [],
  },
  {
    id: terms.id,
    name: {
      nl: 'Ik aanvaard de algemene voorwaarden',
      fr: "J'accepte les conditions générales",
      en: 'I accept the terms and conditions',
    },
    control: 'Checkboxes',
    required: true,
    shippable: false,
    values: [
      { id: Number(terms.accepted), name: { nl: 'Ja', fr: 'Oui', en: 'Yes' }, preselected: false },
    ],
  },
  {
    id: country.id,
    name: { nl: 'Leverland', fr: 'Pays de livraison', en: 'Delivery country' },
    control: 'TextBox',
    required: false,
    shippable: false,
    values: [],
  },
]

const key = (id: number) => `checkout_attribute_${id}`

/** What ParseAndSaveCheckoutAttributesAsync makes of a form, or why it threw. */
export type ParsedAttributes =
  | { saved: Record<string, string> }
  /** `form[key]` on the plugin's IDictionary: KeyNotFoundException. */
  | { missingKey: string }
  /** `int.Parse` of a list value that is no number: FormatException. */
  | { notANumber: string }

/**
 * The attributes a form holds, read as the plugin reads them: every attribute's key must be in
 * the form (the plugin indexes its IDictionary, which throws for a missing key); an empty value
 * leaves the attribute out, so that a form without a value clears it; a date that is no date is
 * left out too, and any real date is kept (the plugin checks none against the calendar).
 */
export function parseCheckoutAttributes(form: Record<string, string>): ParsedAttributes {
  const saved: Record<string, string> = {}
  for (const attribute of shopCheckoutAttributes) {
    const name = key(attribute.id)
    if (attribute.control === 'Datepicker') {
      const parts = ['_day', '_month', '_year'].map((part) => name + part)
      const missing = parts.find((part) => !(part in form))
      if (missing) return { missingKey: missing }
      const [day, month, year] = parts.map((part) => Number(form[part].trim()))
      const date = new Date(Date.UTC(year, month - 1, day))
      const real =
        [day, month, year].every(Number.isInteger) &&
        year >= 1 &&
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day
      if (real)
        Object.assign(saved, {
          [parts[0]]: String(day),
          [parts[1]]: String(month),
          [parts[2]]: String(year),
        })
      continue
    }
    if (!(name in form)) return { missingKey: name }
    const value = form[name]
    if (!value) continue
    if (attribute.control === 'TextBox') {
      saved[name] = value.trim()
      continue
    }
    const parts = attribute.control === 'Checkboxes' ? value.split(',').filter(Boolean) : [value]
    if (parts.some((part) => !/^\s*-?\d+\s*$/.test(part))) return { notANumber: value }
    const ids = parts.map(Number).filter((id) => id > 0)
    if (ids.length > 0) saved[name] = ids.join(',')
  }
  return { saved }
}

/**
 * ShoppingCartModel.CheckoutAttributeModel of each attribute, in the customer's language; the
 * shippable ones only for a cart with something to ship (GetAllCheckoutAttributesAsync's
 * `excludeShippableAttributes`).
 */
export function checkoutAttributeModels(cart: DoubleCart, locale: Locale) {
  const shown = shopCheckoutAttributes.filter(
    (attribute) => !attribute.shippable || requiresShipping(cart),
  )
  const stored = cart.checkoutAttributes
  const none = Object.keys(stored).length === 0
  // nopCommerce marks a value selected by its id, whichever attribute stored it.
  const chosenIds = new Set(
    shopCheckoutAttributes
      .filter((attribute) => attribute.control !== 'TextBox' && attribute.control !== 'Datepicker')
      .flatMap((attribute) => (stored[key(attribute.id)] ?? '').split(',').map(Number)),
  )
  const datePart = (id: number, part: string) => Number(stored[`${key(id)}_${part}`]) || null
  return shown.map((attribute) => ({
    id: attribute.id,
    name: attribute.name[locale],
    text_prompt: null,
    is_required: attribute.required,
    attribute_control_type: attribute.control,
    default_value: attribute.control === 'TextBox' ? (stored[key(attribute.id)] ?? null) : null,
    selected_day: attribute.control === 'Datepicker' ? datePart(attribute.id, 'day') : null,
    selected_month: attribute.control === 'Datepicker' ? datePart(attribute.id, 'month') : null,
    selected_year: attribute.control === 'Datepicker' ? datePart(attribute.id, 'year') : null,
    allowed_file_extensions: [],
    values: attribute.values.map((value) => ({
      id: value.id,
      name: value.name[locale],
      color_squares_rgb: null,
      price_adjustment: null,
      // The admin's preselected values show only to a customer who never saved any.
      is_pre_selected: none ? value.preselected : chosenIds.has(value.id),
    })),
  }))
}
