import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { groups, label } from '@/collections/labels'

const nobody = () => false

/**
 * Who used which discount code on which order, written by the shop as it places the order and
 * removed when an unpaid order is cancelled. Staff read it; nobody edits it.
 */
export const DiscountUses: CollectionConfig = {
  slug: 'discount-uses',
  labels: {
    singular: label('Gebruik van kortingscode', 'Utilisation de code', 'Discount code use'),
    plural: label('Gebruik van kortingscodes', 'Utilisations de codes', 'Discount code uses'),
  },
  admin: { defaultColumns: ['discount', 'order', 'shopper', 'createdAt'], group: groups.shop },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  fields: [
    {
      name: 'discount',
      type: 'relationship',
      relationTo: 'discounts',
      required: true,
      index: true,
      label: label('Kortingscode', 'Code de réduction', 'Discount code'),
    },
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      required: true,
      unique: true,
      label: label('Bestelling', 'Commande', 'Order'),
    },
    {
      // customer:<id> for a customer, email:<address> for a guest.
      name: 'shopper',
      type: 'text',
      required: true,
      index: true,
      label: label('Klant', 'Client', 'Customer'),
    },
  ],
}
