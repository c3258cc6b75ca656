import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { addressFields } from '@/collections/address-fields'
import { groups, label } from '@/collections/labels'

/** Customers' address book; the storefront reaches it only through the commerce module. */
export const Addresses: CollectionConfig = {
  slug: 'addresses',
  labels: {
    singular: label('Adres', 'Adresse', 'Address'),
    plural: label('Adressen', 'Adresses', 'Addresses'),
  },
  admin: {
    useAsTitle: 'street',
    defaultColumns: ['customer', 'firstName', 'lastName', 'city', 'country'],
    group: groups.shop,
  },
  access: adminOnly,
  fields: [
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      label: label('Klant', 'Client', 'Customer'),
    },
    ...addressFields(),
  ],
}
