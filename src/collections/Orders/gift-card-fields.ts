import type { Field } from 'payload'

import { label } from '@/collections/labels'

/**
 * The gift vouchers that paid part of an order (its `total` is what is left to pay), and the
 * once-only marks of issuing the order's own vouchers and giving the used amounts back.
 */
export const giftCardPaymentFields: Field[] = [
  {
    name: 'giftCards',
    type: 'array',
    label: label('Betaald met cadeaubon', 'Payé par bon cadeau', 'Paid by gift voucher'),
    admin: { readOnly: true },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'giftCard',
            type: 'relationship',
            relationTo: 'gift-cards',
            label: label('Cadeaubon', 'Bon cadeau', 'Gift voucher'),
          },
          { name: 'code', type: 'text', required: true, label: label('Code', 'Code', 'Code') },
          {
            name: 'amount',
            type: 'number',
            required: true,
            label: label('Bedrag (cent)', 'Montant (cts)', 'Amount (cents)'),
          },
          {
            name: 'remaining',
            type: 'number',
            label: label('Saldo daarna (cent)', 'Solde après (cts)', 'Balance after (cents)'),
          },
        ],
      },
    ],
  },
  { name: 'giftCardsIssued', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
  { name: 'giftCardsReturned', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
]
