import type { Field } from 'payload'

import { COUNTRIES } from '@/commerce/rules/address'
import { defaultLocale, localeLabels, locales } from '@/i18n/locales'

import { label } from './labels'

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
  options: locales.map((value) => ({ value, label: localeLabels[value] })),
}

/** One of the countries the shop delivers to. */
export const deliveryCountry: Field = {
  name: 'country',
  type: 'select',
  required: true,
  defaultValue: 'BE',
  options: COUNTRIES,
  label: label('Land', 'Pays', 'Country'),
}
