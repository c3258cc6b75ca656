import type { CollectionConfig, SelectField } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { deliveryMethodField, preferredLocale } from '@/collections/fields'
import { groups, label } from '@/collections/labels'

const nobody = () => false

/**
 * What the storefront keeps of an order it placed in nopCommerce, which the Web API plugin cannot
 * hold (its ConfirmOrder reads no body): the attempt's idempotency key, so that a resent order is
 * found instead of placed again; the shopper's language, date and way to pay; and, sealed, the
 * session that placed it, which alone may read the order in nopCommerce (the e-mail link opens it
 * with that session). Written only by the shop as it places orders: staff read it, nobody edits.
 */
export const NopOrderRecords: CollectionConfig = {
  slug: 'nop-order-records',
  labels: {
    singular: label('nopCommerce-bestelling', 'Commande nopCommerce', 'nopCommerce order'),
    plural: label('nopCommerce-bestellingen', 'Commandes nopCommerce', 'nopCommerce orders'),
  },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'nopOrderId', 'deliveryDate', 'locale', 'createdAt'],
    group: groups.shop,
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  fields: [
    {
      // The shopper's key for this attempt, prefixed with who the shopper is in nopCommerce.
      name: 'idempotencyKey',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
      label: label('Bestelpoging', 'Tentative de commande', 'Order attempt'),
    },
    {
      // claimed: an attempt is placing it; uncertain: nopCommerce may or may not have placed it
      // (it did not answer in time); placed: nopCommerce placed it as `nopOrderId`.
      name: 'stage',
      type: 'select',
      required: true,
      defaultValue: 'claimed',
      options: [
        { value: 'claimed', label: label('Bezig', 'En cours', 'In progress') },
        { value: 'uncertain', label: label('Onzeker', 'Incertaine', 'Uncertain') },
        { value: 'placed', label: label('Geplaatst', 'Passée', 'Placed') },
      ],
      admin: { hidden: true },
      label: label('Stand', 'État', 'Stage'),
    },
    {
      name: 'nopOrderId',
      type: 'number',
      unique: true,
      label: label(
        'Bestelling in nopCommerce',
        'Commande dans nopCommerce',
        'Order in nopCommerce',
      ),
      admin: { readOnly: true },
    },
    {
      name: 'number',
      type: 'text',
      label: label('Bestelnummer', 'Numéro de commande', 'Order number'),
      admin: { readOnly: true },
    },
    { ...(preferredLocale as SelectField), admin: { readOnly: true } },
    {
      ...deliveryMethodField,
      admin: { readOnly: true },
    },
    {
      name: 'deliveryDate',
      type: 'text',
      label: label('Datum (JJJJ-MM-DD)', 'Date (AAAA-MM-JJ)', 'Date (YYYY-MM-DD)'),
      admin: { readOnly: true },
    },
    {
      name: 'paymentMethod',
      type: 'text',
      label: label('Betaalwijze', 'Mode de paiement', 'Payment method'),
      admin: { readOnly: true },
    },
    // The nopCommerce session that placed the order, encrypted with the shop's secret.
    {
      name: 'sealedSession',
      type: 'text',
      admin: { hidden: true },
      label: label('Sessie', 'Session', 'Session'),
    },
    // Order/Details as it was last read: what the order's page shows once no session reads it.
    {
      name: 'lastSeen',
      type: 'json',
      admin: { hidden: true },
      label: label('Laatst gelezen', 'Dernière lecture', 'Last read'),
    },
  ],
}
