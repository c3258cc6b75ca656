import type { CollectionConfig, Field } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { deliveryCountry } from '@/collections/fields'
import { groups, label, type Label } from '@/collections/labels'

const text = (name: string, fieldLabel: Label, required = false): Field => ({
  name,
  type: 'text',
  required,
  label: fieldLabel,
})

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
    {
      type: 'row',
      fields: [
        text('firstName', label('Voornaam', 'Prénom', 'First name'), true),
        text('lastName', label('Achternaam', 'Nom', 'Last name'), true),
      ],
    },
    {
      type: 'row',
      fields: [
        text('email', label('E-mail', 'E-mail', 'E-mail'), true),
        text('phone', label('Telefoon', 'Téléphone', 'Phone'), true),
      ],
    },
    {
      type: 'row',
      fields: [
        text('company', label('Bedrijf', 'Société', 'Company')),
        text('vatNumber', label('Btw-nummer', 'Numéro de TVA', 'VAT number')),
      ],
    },
    {
      type: 'row',
      fields: [
        text('street', label('Straat', 'Rue', 'Street'), true),
        text('houseNumber', label('Huisnummer', 'Numéro', 'House number'), true),
      ],
    },
    {
      type: 'row',
      fields: [
        text('postcode', label('Postcode', 'Code postal', 'Postcode'), true),
        text('city', label('Gemeente', 'Commune', 'Town'), true),
        deliveryCountry,
      ],
    },
    {
      name: 'extraInfo',
      type: 'textarea',
      label: label('Extra informatie', 'Informations supplémentaires', 'Extra information'),
    },
  ],
}
