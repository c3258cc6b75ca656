import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/admin-or-self'
import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { preferredLocale } from '@/collections/fields'

/** Shop customers. They sign in on the storefront, never in the admin. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: {
    singular: { nl: 'Klant', fr: 'Client', en: 'Customer' },
    plural: { nl: 'Klanten', fr: 'Clients', en: 'Customers' },
  },
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'createdAt'],
    group: { nl: 'Winkel', fr: 'Boutique', en: 'Shop' },
  },
  access: {
    admin: () => false,
    create: anyone,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'firstName', type: 'text', label: { nl: 'Voornaam', fr: 'Prénom', en: 'First name' } },
    { name: 'lastName', type: 'text', label: { nl: 'Achternaam', fr: 'Nom', en: 'Last name' } },
    preferredLocale,
  ],
}
