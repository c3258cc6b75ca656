import type { Field } from 'payload'

import { COUNTRIES } from '@/commerce/rules/address'

import { stripControlCharacters } from './hooks/strip-control-characters'
import { countryNames, label, type Label, namedOptions } from './labels'

const text = (name: string, fieldLabel: Label, required: boolean): Field => ({
  name,
  type: 'text',
  required,
  label: fieldLabel,
  hooks: { beforeValidate: [stripControlCharacters] },
})

/**
 * The fields of a postal address, as the address book and orders keep them. `required` is off
 * where the whole address may be absent (an order picked up in the shop has no delivery address).
 * Every one-line field is saved without control characters; the extra information may span lines.
 */
export const addressFields = (required = true): Field[] => [
  {
    type: 'row',
    fields: [
      text('firstName', label('Voornaam', 'Prénom', 'First name'), required),
      text('lastName', label('Achternaam', 'Nom', 'Last name'), required),
    ],
  },
  {
    type: 'row',
    fields: [
      text('email', label('E-mail', 'E-mail', 'E-mail'), required),
      text('phone', label('Telefoon', 'Téléphone', 'Phone'), required),
      text('fax', label('Fax', 'Fax', 'Fax'), false),
    ],
  },
  {
    type: 'row',
    fields: [
      text('company', label('Bedrijf', 'Société', 'Company'), false),
      text('vatNumber', label('Btw-nummer', 'Numéro de TVA', 'VAT number'), false),
    ],
  },
  {
    type: 'row',
    fields: [
      text('street', label('Straat', 'Rue', 'Street'), required),
      text('houseNumber', label('Huisnummer', 'Numéro', 'House number'), required),
    ],
  },
  {
    type: 'row',
    fields: [
      text('postcode', label('Postcode', 'Code postal', 'Postcode'), required),
      text('city', label('Gemeente', 'Commune', 'Town'), required),
      {
        name: 'country',
        type: 'select',
        required,
        defaultValue: required ? 'BE' : undefined,
        options: namedOptions(COUNTRIES, countryNames),
        label: label('Land', 'Pays', 'Country'),
      },
    ],
  },
  {
    name: 'extraInfo',
    type: 'textarea',
    label: label('Extra informatie', 'Informations supplémentaires', 'Extra information'),
  },
]
