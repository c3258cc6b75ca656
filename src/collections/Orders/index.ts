import type { CollectionConfig, Field, SelectField } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { addressFields } from '@/collections/address-fields'
import { deliveryMethodField, preferredLocale } from '@/collections/fields'
import { giftRecipientGroup } from '@/collections/gift-recipient-fields'
import { groups, label, type Label } from '@/collections/labels'
import { moneyField } from '@/collections/money-field'

import { creditCancelled } from './credit-cancelled'
import { giftCardPaymentFields } from './gift-card-fields'
import { invoiceFields } from './invoice-fields'
import { issueGiftCardsWhenPaid } from './issue-gift-cards'
import { deleteUninvoiced, refuseInvoicedDelete } from './keep-invoiced'
import { mailPaymentReceived } from './mail-payment-received'
import { numberInvoice } from './number-invoice'
import { underOrderLock } from './order-marks'
import { onlinePaymentsField } from './online-payments-field'
import { phoneOrderEndpoint, phoneOrderQuoteEndpoint } from './phone-order-endpoint'
import { pickingListEndpoint } from './picking-list-endpoint'
import { recordStatusChanges } from './record-status-changes'
import { restockCancelled } from './restock-cancelled'
import { returnDiscountUse } from './return-discount-use'
import { returnGiftCardsCancelled } from './return-gift-cards'
import { orderStatuses, paymentStatuses, shippingStatuses, statusOptions } from './statuses'
import {
  paymentMethodLabels,
  showsWordsFor,
  statusFieldLabels,
  statusLabels,
  unitLabels,
} from './value-labels'

const cents = (name: string, fieldLabel: ReturnType<typeof label>): Field =>
  moneyField({ name, required: true, label: fieldLabel, admin: { readOnly: true } })

/** `words`: the codes it holds, shown in the admin's language. */
const readOnlyText = (
  name: string,
  fieldLabel: ReturnType<typeof label>,
  words?: Record<string, Label>,
): Field => ({
  name,
  type: 'text',
  label: fieldLabel,
  admin: { readOnly: true, ...(words && { components: showsWordsFor(words) }) },
})

/**
 * Placed orders, written by the shop in one transaction with the stock. Staff change the three
 * statuses; every change is recorded with who and when. An invoiced order is never deleted:
 * cancelling it gives back what it took and gives it a credit note. Nobody else reaches them
 * through Payload's API: shoppers see their own through the storefront.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: {
    singular: label('Bestelling', 'Commande', 'Order'),
    plural: label('Bestellingen', 'Commandes', 'Orders'),
  },
  admin: {
    useAsTitle: 'number',
    defaultColumns: [
      'number',
      'deliveryDate',
      'deliveryMethod',
      'status',
      'paymentStatus',
      'total',
    ],
    listSearchableFields: ['number', 'email'],
    group: groups.shop,
    components: {
      beforeListTable: [
        '@/components/admin/phone-order-link#PhoneOrderLink',
        '@/components/admin/picking-list-link#PickingListLink',
      ],
      // The owner takes an order by phone (`/admin/collections/orders/phone-order`).
      views: {
        phoneOrder: {
          Component: '@/components/admin/phone-order/view#PhoneOrderView',
          path: '/phone-order',
          exact: true,
        },
      },
    },
  },
  defaultSort: '-createdAt',
  // An order is placed by the shop, never copied: a copy would repeat its number and invoice.
  disableDuplicate: true,
  // Placed by the shop only, from a cart or as the owner's phone order (`phoneOrderEndpoint`):
  // an order typed into the admin's form would take no stock and check no price or date.
  access: { ...adminOnly, create: () => false, delete: deleteUninvoiced },
  hooks: {
    beforeOperation: [refuseInvoicedDelete],
    beforeChange: [
      recordStatusChanges,
      underOrderLock([
        restockCancelled,
        returnDiscountUse,
        returnGiftCardsCancelled,
        numberInvoice,
        creditCancelled,
      ]),
    ],
    afterChange: [issueGiftCardsWhenPaid, mailPaymentReceived],
  },
  endpoints: [pickingListEndpoint, phoneOrderEndpoint, phoneOrderQuoteEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'number',
          type: 'text',
          required: true,
          unique: true,
          label: label('Nummer', 'Numéro', 'Number'),
          admin: { readOnly: true },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          options: statusOptions(orderStatuses),
          label: label('Status', 'Statut', 'Status'),
        },
        {
          name: 'paymentStatus',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          options: statusOptions(paymentStatuses),
          label: label('Betaling', 'Paiement', 'Payment'),
        },
        {
          name: 'shippingStatus',
          type: 'select',
          required: true,
          defaultValue: 'not-shipped',
          options: statusOptions(shippingStatuses),
          label: label('Levering', 'Livraison', 'Shipping'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        // Empty on an order of gift vouchers only: they are e-mailed, nothing is handed over.
        {
          ...deliveryMethodField,
          admin: { readOnly: true },
        },
        {
          name: 'deliveryDate',
          type: 'text',
          index: true,
          label: label('Datum (JJJJ-MM-DD)', 'Date (AAAA-MM-JJ)', 'Date (YYYY-MM-DD)'),
          admin: { readOnly: true },
        },
        readOnlyText('windowFrom', label('Vanaf (uur)', 'À partir de (heure)', 'From (time)')),
        readOnlyText('windowUntil', label('Tot (uur)', "Jusqu'à (heure)", 'Until (time)')),
        readOnlyText(
          'paymentMethod',
          label('Betaalwijze', 'Mode de paiement', 'Payment method'),
          paymentMethodLabels,
        ),
        readOnlyText(
          'paymentReference',
          label('Gestructureerde mededeling', 'Communication structurée', 'Structured reference'),
        ),
      ],
    },
    ...invoiceFields,
    {
      type: 'row',
      fields: [
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          index: true,
          label: label('Klant', 'Client', 'Customer'),
          admin: { readOnly: true },
        },
        { ...(preferredLocale as SelectField), admin: { readOnly: true } },
        readOnlyText('email', label('E-mail', 'E-mail', 'E-mail')),
        readOnlyText('phone', label('Telefoon', 'Téléphone', 'Phone')),
      ],
    },
    {
      name: 'billingAddress',
      type: 'group',
      label: label('Factuuradres', 'Adresse de facturation', 'Billing address'),
      fields: addressFields(true),
      admin: { readOnly: true },
    },
    {
      name: 'shippingAddress',
      type: 'group',
      label: label('Leveradres', 'Adresse de livraison', 'Delivery address'),
      fields: addressFields(false),
      admin: { readOnly: true, condition: (data) => data?.deliveryMethod === 'delivery' },
    },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      label: label('Artikels', 'Articles', 'Items'),
      labels: {
        singular: label('Artikel', 'Article', 'Item'),
        plural: label('Artikels', 'Articles', 'Items'),
      },
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'product',
              type: 'relationship',
              relationTo: 'products',
              label: label('Product', 'Produit', 'Product'),
            },
            readOnlyText('name', label('Naam', 'Nom', 'Name')),
            readOnlyText('sku', label('Artikelnummer', 'Référence', 'SKU')),
            readOnlyText('unit', label('Eenheid', 'Unité', 'Unit'), unitLabels),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'quantity',
              type: 'number',
              required: true,
              label: label('Aantal', 'Quantité', 'Quantity'),
            },
            cents('unitPrice', label('Eenheidsprijs', 'Prix unitaire', 'Unit price')),
            {
              name: 'vatRate',
              type: 'number',
              required: true,
              label: label('Btw (%)', 'TVA (%)', 'VAT (%)'),
            },
            cents('total', label('Totaal', 'Total', 'Total')),
          ],
        },
        giftRecipientGroup(true),
      ],
    },
    ...giftCardPaymentFields,
    {
      type: 'row',
      fields: [
        cents('subtotal', label('Subtotaal', 'Sous-total', 'Subtotal')),
        cents('shipping', label('Levering', 'Livraison', 'Delivery')),
        cents('discount', label('Korting', 'Remise', 'Discount')),
        cents('total', label('Totaal', 'Total', 'Total')),
        readOnlyText('discountCode', label('Kortingscode', 'Code de réduction', 'Discount code')),
      ],
    },
    {
      name: 'vat',
      type: 'array',
      label: label('Inbegrepen btw', 'TVA comprise', 'VAT included'),
      labels: {
        singular: label('Btw-tarief', 'Taux de TVA', 'VAT rate'),
        plural: label('Btw-tarieven', 'Taux de TVA', 'VAT rates'),
      },
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'rate',
              type: 'number',
              required: true,
              label: label('Tarief (%)', 'Taux (%)', 'Rate (%)'),
            },
            cents('amount', label('Bedrag', 'Montant', 'Amount')),
          ],
        },
      ],
    },
    onlinePaymentsField,
    {
      name: 'history',
      type: 'array',
      label: label('Statuswijzigingen', 'Changements de statut', 'Status changes'),
      labels: {
        singular: label('Statuswijziging', 'Changement de statut', 'Status change'),
        plural: label('Statuswijzigingen', 'Changements de statut', 'Status changes'),
      },
      admin: { readOnly: true, initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            readOnlyText('field', label('Veld', 'Champ', 'Field'), statusFieldLabels),
            readOnlyText('from', label('Van', 'De', 'From'), statusLabels),
            readOnlyText('to', label('Naar', 'À', 'To'), statusLabels),
            readOnlyText('by', label('Door', 'Par', 'By')),
            {
              name: 'at',
              type: 'date',
              label: label('Op', 'Le', 'At'),
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
      ],
    },
    // Who placed it, so that only they see it: a guest's id (customers go by `customer`).
    {
      name: 'guestId',
      type: 'text',
      index: true,
      admin: { hidden: true },
      label: label('Gast', 'Invité', 'Guest'),
    },
    // A double-clicked "place order" gives one order: the shopper's key for this attempt.
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      admin: { hidden: true },
      label: label('Bestelpoging', 'Tentative de commande', 'Order attempt'),
    },
    {
      name: 'stockReturned',
      type: 'checkbox',
      defaultValue: false,
      admin: { hidden: true },
      label: label('Voorraad teruggezet', 'Stock remis', 'Stock returned'),
    },
    {
      name: 'discountReturned',
      type: 'checkbox',
      defaultValue: false,
      admin: { hidden: true },
      label: label('Korting teruggegeven', 'Remise rendue', 'Discount returned'),
    },
  ],
}
