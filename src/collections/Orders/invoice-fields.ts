import type { Field } from 'payload'

import { label } from '@/collections/labels'

/**
 * The invoice an order gets when it is paid: its number and date, set by the shop once and never
 * by a form; and whether the "payment received" e-mail went out, so that it goes out once.
 */
export const invoiceFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'invoiceNumber',
        type: 'text',
        unique: true,
        label: label('Factuurnummer', 'Numéro de facture', 'Invoice number'),
        admin: { readOnly: true },
      },
      {
        name: 'invoiceDate',
        type: 'date',
        label: label('Factuurdatum', 'Date de facture', 'Invoice date'),
        admin: { readOnly: true, date: { pickerAppearance: 'dayOnly' } },
      },
    ],
  },
  { name: 'paymentMailSent', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
]
