import type { CollectionConfig, Field, SelectField } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { preferredLocale } from '@/collections/fields'
import { groups, label } from '@/collections/labels'
import { moneyField } from '@/collections/money-field'

const readOnlyText = (name: string, fieldLabel: ReturnType<typeof label>): Field => ({
  name,
  type: 'text',
  label: fieldLabel,
  admin: { readOnly: true },
})

/** Changed only by the shop, in SQL under the row's lock, with a transaction recorded. */
const shopOnly = { update: () => false }

/**
 * Gift vouchers the shop issued when an order with a voucher line was paid. The shop changes a
 * balance only in SQL under the row's lock, and records each change as a transaction, which the
 * voucher's page lists. Staff only in Payload's API.
 */
export const GiftCards: CollectionConfig = {
  slug: 'gift-cards',
  labels: {
    singular: label('Cadeaubon', 'Bon cadeau', 'Gift voucher'),
    plural: label('Cadeaubonnen', 'Bons cadeaux', 'Gift vouchers'),
  },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'amount', 'balance', 'recipientEmail', 'createdAt'],
    listSearchableFields: ['code', 'recipientEmail', 'senderEmail'],
    group: groups.shop,
  },
  defaultSort: '-createdAt',
  access: adminOnly,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          label: label('Code', 'Code', 'Code'),
          access: shopOnly,
          admin: { readOnly: true },
        },
        moneyField({
          name: 'amount',
          required: true,
          label: label('Waarde', 'Valeur', 'Value'),
          access: shopOnly,
          admin: { readOnly: true },
        }),
        moneyField({
          name: 'balance',
          required: true,
          min: 0,
          label: label('Saldo', 'Solde', 'Balance'),
          access: shopOnly,
          admin: { readOnly: true },
        }),
        {
          name: 'currency',
          type: 'select',
          required: true,
          defaultValue: 'EUR',
          options: [{ value: 'EUR', label: label('Euro', 'Euro', 'Euro') }],
          label: label('Munt', 'Devise', 'Currency'),
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'order',
          type: 'relationship',
          relationTo: 'orders',
          index: true,
          label: label('Gekocht met bestelling', 'Acheté avec la commande', 'Bought with order'),
          admin: { readOnly: true },
        },
        // Which line of that order: with the order, it says which voucher a line became.
        {
          name: 'orderLine',
          type: 'text',
          index: true,
          admin: { hidden: true },
          label: label('Bestelregel', 'Ligne de commande', 'Order line'),
        },
        { ...(preferredLocale as SelectField), admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        readOnlyText('recipientName', label('Voor', 'Pour', 'For')),
        readOnlyText(
          'recipientEmail',
          label('E-mail ontvanger', 'E-mail destinataire', 'Recipient e-mail'),
        ),
        readOnlyText('senderName', label('Van', 'De', 'From')),
        readOnlyText('senderEmail', label('E-mail afzender', 'E-mail expéditeur', 'Sender e-mail')),
      ],
    },
    {
      name: 'message',
      type: 'textarea',
      label: label('Boodschap', 'Message', 'Message'),
      admin: { readOnly: true },
    },
    {
      name: 'history',
      type: 'join',
      collection: 'gift-card-transactions',
      on: 'giftCard',
      defaultSort: 'createdAt',
      label: label('Geschiedenis', 'Historique', 'History'),
      admin: { defaultColumns: ['kind', 'amount', 'balanceAfter', 'order', 'createdAt'] },
    },
  ],
}
