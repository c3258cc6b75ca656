import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { deliveryCountry, deliveryMethodField } from '@/collections/fields'
import { giftRecipientGroup } from '@/collections/gift-recipient-fields'
import { groups, label } from '@/collections/labels'

/**
 * Shopping carts: a guest's is found by the id in their cart cookie, a customer's by the
 * account. The storefront reaches them only through the commerce module on the server.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: {
    singular: label('Winkelmand', 'Panier', 'Cart'),
    plural: label('Winkelmanden', 'Paniers', 'Carts'),
  },
  admin: {
    defaultColumns: ['id', 'customer', 'updatedAt'],
    group: groups.shop,
  },
  access: adminOnly,
  fields: [
    {
      name: 'guestId',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true },
      label: label('Gast-id', 'Id invité', 'Guest id'),
    },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      unique: true,
      index: true,
      label: label('Klant', 'Client', 'Customer'),
    },
    {
      type: 'row',
      fields: [
        {
          ...deliveryMethodField,
          required: true,
          defaultValue: 'delivery',
        },
        {
          name: 'deliveryDate',
          type: 'text',
          label: label('Datum (JJJJ-MM-DD)', 'Date (AAAA-MM-JJ)', 'Date (YYYY-MM-DD)'),
        },
        deliveryCountry,
        {
          name: 'termsAccepted',
          type: 'checkbox',
          defaultValue: false,
          label: label('Voorwaarden aanvaard', 'Conditions acceptées', 'Terms accepted'),
        },
      ],
    },
    {
      // The addresses the shopper gave at checkout, kept until the order is placed.
      name: 'checkout',
      type: 'json',
      label: label('Afrekengegevens', 'Données de commande', 'Checkout details'),
      admin: { readOnly: true },
    },
    {
      name: 'lines',
      type: 'array',
      label: label('Artikels', 'Articles', 'Items'),
      labels: {
        singular: label('Artikel', 'Article', 'Item'),
        plural: label('Artikels', 'Articles', 'Items'),
      },
      fields: [
        {
          // Not required: deleting a product empties the reference, and the line drops out.
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          label: label('Product', 'Produit', 'Product'),
        },
        {
          name: 'quantity',
          type: 'number',
          required: true,
          min: 0.01,
          label: label('Aantal', 'Quantité', 'Quantity'),
        },
        giftRecipientGroup(false),
      ],
    },
    {
      name: 'discountCode',
      type: 'text',
      label: label('Kortingscode', 'Code de réduction', 'Discount code'),
    },
    {
      // Why a change of the cart took its discount code off, for the cart screen to say so.
      name: 'discountDropped',
      type: 'text',
      admin: { readOnly: true },
      label: label('Kortingscode vervallen', 'Code de réduction retiré', 'Discount code dropped'),
    },
    {
      // The gift voucher code the shopper entered; its balance is read when the cart is.
      name: 'giftCardCode',
      type: 'text',
      label: label('Cadeauboncode', 'Code du bon cadeau', 'Gift voucher code'),
      admin: { readOnly: true },
    },
    {
      // Lines lowered to the stock when a guest cart joined this one at sign-in; the cart
      // screen shows them once and empties this.
      name: 'mergeNotice',
      type: 'json',
      admin: { readOnly: true },
      label: label('Verlaagd bij aanmelden', 'Réduit à la connexion', 'Lowered at sign-in'),
    },
  ],
}
