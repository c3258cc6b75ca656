import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { groups, label } from '@/collections/labels'

/**
 * Customers' applications to a test. The customer is named by the shop's commerce backend
 * (native or nopCommerce), so the application keeps the id, name and e-mail it was given.
 */
export const TestApplications: CollectionConfig = {
  slug: 'test-applications',
  labels: {
    singular: label('Kandidatuur', 'Candidature', 'Application'),
    plural: label('Kandidaturen', 'Candidatures', 'Applications'),
  },
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: ['customerName', 'customerEmail', 'test', 'createdAt'],
    group: groups.content,
  },
  access: adminOnly,
  indexes: [{ fields: ['test', 'customerId'], unique: true }],
  fields: [
    {
      name: 'test',
      type: 'relationship',
      relationTo: 'tests',
      required: true,
      index: true,
      label: label('Test', 'Test', 'Test'),
    },
    {
      name: 'customerId',
      type: 'text',
      required: true,
      label: label('Klantnummer', 'Numéro de client', 'Customer number'),
    },
    { name: 'customerName', type: 'text', required: true, label: label('Naam', 'Nom', 'Name') },
    {
      name: 'customerEmail',
      type: 'email',
      required: true,
      label: label('E-mail', 'E-mail', 'E-mail'),
    },
    {
      name: 'motivation',
      type: 'textarea',
      maxLength: 2000,
      label: label('Waarom ik wil testen', 'Pourquoi je veux tester', 'Why I want to test'),
    },
  ],
}
