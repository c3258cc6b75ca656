import type { Field } from 'payload'

import { label } from '@/collections/labels'

const credited = (data: Record<string, unknown> | undefined) => Boolean(data?.creditNoteNumber)

/**
 * The invoice an order gets when it is paid, and the credit note that cancels it: their numbers
 * and dates, set by the shop once and never by a form; buttons that open both; and whether the
 * "payment received" e-mail went out, so that it goes out once.
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
      {
        name: 'creditNoteNumber',
        type: 'text',
        unique: true,
        label: label('Creditnotanummer', 'Numéro de note de crédit', 'Credit note number'),
        admin: { readOnly: true, condition: credited },
      },
      {
        name: 'creditNoteDate',
        type: 'date',
        label: label('Creditnotadatum', 'Date de la note de crédit', 'Credit note date'),
        admin: { readOnly: true, condition: credited, date: { pickerAppearance: 'dayOnly' } },
      },
    ],
  },
  {
    name: 'documents',
    type: 'ui',
    label: label('Documenten', 'Documents', 'Documents'),
    admin: { components: { Field: '@/components/admin/order-documents#OrderDocuments' } },
  },
  {
    name: 'paymentMailSent',
    type: 'checkbox',
    defaultValue: false,
    admin: { hidden: true },
    label: label('Betalingsmail verstuurd', 'E-mail de paiement envoyé', 'Payment mail sent'),
  },
]
