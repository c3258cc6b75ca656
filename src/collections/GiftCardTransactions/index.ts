import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { groups, label } from '@/collections/labels'
import { moneyField } from '@/collections/money-field'

export const giftCardTransactionKinds = ['issued', 'redeemed', 'returned'] as const

/** Every change of a gift voucher's balance: issued, used by an order, given back. Staff only. */
export const GiftCardTransactions: CollectionConfig = {
  slug: 'gift-card-transactions',
  labels: {
    singular: label('Cadeaubonbeweging', 'Mouvement de bon cadeau', 'Gift voucher transaction'),
    plural: label('Cadeaubonbewegingen', 'Mouvements de bons cadeaux', 'Gift voucher transactions'),
  },
  admin: {
    defaultColumns: ['giftCard', 'kind', 'amount', 'balanceAfter', 'order', 'createdAt'],
    group: groups.shop,
  },
  defaultSort: '-createdAt',
  access: adminOnly,
  fields: [
    {
      name: 'giftCard',
      type: 'relationship',
      relationTo: 'gift-cards',
      required: true,
      index: true,
      label: label('Cadeaubon', 'Bon cadeau', 'Gift voucher'),
      admin: { readOnly: true },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { value: 'issued', label: label('Uitgegeven', 'Émis', 'Issued') },
        { value: 'redeemed', label: label('Gebruikt', 'Utilisé', 'Redeemed') },
        { value: 'returned', label: label('Teruggegeven', 'Restitué', 'Given back') },
      ],
      label: label('Soort', 'Type', 'Kind'),
      admin: { readOnly: true },
    },
    // Positive when the balance grows (issued, given back), negative when an order uses it.
    moneyField({
      name: 'amount',
      required: true,
      label: label('Bedrag', 'Montant', 'Amount'),
      admin: { readOnly: true },
    }),
    moneyField({
      name: 'balanceAfter',
      required: true,
      label: label('Saldo daarna', 'Solde après', 'Balance after'),
      admin: { readOnly: true },
    }),
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      label: label('Bestelling', 'Commande', 'Order'),
      admin: { readOnly: true },
    },
  ],
}
