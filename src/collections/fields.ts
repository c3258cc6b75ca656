import type { Field } from 'payload'

import { COUNTRIES } from '@/commerce/rules/address'
import { defaultLocale, locales } from '@/i18n/locales'

import { countryNames, label, languageNames, namedOptions } from './labels'

/** The translated name most catalog documents have. */
export const localizedName: Field = {
  name: 'name',
  type: 'text',
  required: true,
  localized: true,
  label: label('Naam', 'Nom', 'Name'),
}

/** A person's language, for the e-mails the shop sends them. */
export const preferredLocale: Field = {
  name: 'locale',
  type: 'select',
  defaultValue: defaultLocale,
  label: label('Taal', 'Langue', 'Language'),
  options: namedOptions(locales, languageNames),
}

/** How an order reaches the shopper: delivered, or picked up in the shop. */
export const deliveryMethodField = {
  name: 'deliveryMethod',
  type: 'select',
  options: [
    { value: 'delivery', label: label('Levering', 'Livraison', 'Delivery') },
    { value: 'pickup', label: label('Afhalen', 'Retrait', 'Pickup') },
  ],
  label: label('Levermethode', 'Mode de livraison', 'Delivery method'),
} satisfies Field

/** One of the countries the shop delivers to. */
export const deliveryCountry: Field = {
  name: 'country',
  type: 'select',
  required: true,
  defaultValue: 'BE',
  options: namedOptions(COUNTRIES, countryNames),
  label: label('Land', 'Pays', 'Country'),
}
