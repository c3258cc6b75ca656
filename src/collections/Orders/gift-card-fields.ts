import type { Field } from 'payload'

import { label } from '@/collections/labels'
import { moneyField } from '@/collections/money-field'

/**
 * The gift vouchers that paid part of an order (its `total` is what is left to pay), and the
 * once-only marks of issuing the order's own vouchers and giving the used amounts back.
 */
export const giftCardPaymentFields: Field[] = [
  {
    name: 'giftCards',
    type: 'array',
    label: label('Betaald met cadeaubon', 'Payé par bon cadeau', 'Paid by gift voucher'),
    labels: {
      singular: label('Cadeaubon', 'Bon cadeau', 'Gift voucher'),
      plural: label('Cadeaubonnen', 'Bons cadeaux', 'Gift vouchers'),
    },
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
          moneyField({
            name: 'amount',
            required: true,
            label: label('Bedrag', 'Montant', 'Amount'),
            admin: { readOnly: true },
          }),
          moneyField({
            name: 'remaining',
            label: label('Saldo daarna', 'Solde après', 'Balance after'),
            admin: { readOnly: true },
          }),
        ],
      },
    ],
  },
  {
    name: 'giftCardsIssued',
    type: 'checkbox',
    defaultValue: false,
    admin: { hidden: true },
    label: label('Cadeaubonnen aangemaakt', 'Bons cadeaux émis', 'Gift vouchers issued'),
  },
  {
    name: 'giftCardsReturned',
    type: 'checkbox',
    defaultValue: false,
    admin: { hidden: true },
    label: label('Cadeaubonnen teruggestort', 'Bons cadeaux recrédités', 'Gift vouchers refunded'),
  },
]
