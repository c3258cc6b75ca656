import type { CollectionConfig, SelectField } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { preferredLocale } from '@/collections/fields'
import { groups, label } from '@/collections/labels'

import { mailSelectedTester } from './mail-selected'

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
    defaultColumns: ['customerName', 'customerEmail', 'test', 'status', 'createdAt'],
    group: groups.content,
  },
  access: adminOnly,
  hooks: { afterChange: [mailSelectedTester] },
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
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: label('Nieuw', 'Nouvelle', 'New') },
        { value: 'selected', label: label('Gekozen', 'Retenue', 'Selected') },
        { value: 'declined', label: label('Afgewezen', 'Refusée', 'Declined') },
      ],
      label: label('Status', 'Statut', 'Status'),
      admin: {
        position: 'sidebar',
        description: label(
          'Wie je kiest, krijgt een e-mail in de taal waarin hij zich kandidaat stelde.',
          'La personne retenue reçoit un e-mail dans la langue de sa candidature.',
          'A selected applicant gets an e-mail in the language they applied in.',
        ),
      },
    },
    { ...(preferredLocale as SelectField), admin: { position: 'sidebar', readOnly: true } },
  ],
}
