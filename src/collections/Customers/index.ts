import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { isAdmin } from '@/access/is-admin'
import { preferredLocale } from '@/collections/fields'
import { stripControlCharacters } from '@/collections/hooks/strip-control-characters'
import { label } from '@/collections/labels'
import { secureCookies } from '@/security/cookies'

/**
 * Shop customers. They sign in on the storefront only: Payload keeps their password fields, but
 * its own sign-in (REST login, tokens, reset links to the admin) is off for them, so a customer
 * has no way into Payload's API. See docs/adr/0002-who-may-use-payloads-rest-api.md.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: {
    singular: { nl: 'Klant', fr: 'Client', en: 'Customer' },
    plural: { nl: 'Klanten', fr: 'Clients', en: 'Customers' },
  },
  auth: {
    cookies: { secure: secureCookies() },
    disableLocalStrategy: { enableFields: true },
    maxLoginAttempts: 0,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'createdAt'],
    group: { nl: 'Winkel', fr: 'Boutique', en: 'Shop' },
  },
  access: { ...adminOnly, admin: () => false, unlock: isAdmin },
  fields: [
    {
      name: 'gender',
      type: 'select',
      label: label('Aanspreking', 'Civilité', 'Title'),
      options: [
        { value: 'male', label: label('Dhr.', 'M.', 'Mr') },
        { value: 'female', label: label('Mevr.', 'Mme', 'Ms') },
        { value: 'unspecified', label: label('Geen', 'Aucune', 'None') },
      ],
    },
    {
      name: 'firstName',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [stripControlCharacters] },
      label: label('Voornaam', 'Prénom', 'First name'),
    },
    {
      name: 'lastName',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [stripControlCharacters] },
      label: label('Achternaam', 'Nom', 'Last name'),
    },
    {
      name: 'phone',
      type: 'text',
      hooks: { beforeValidate: [stripControlCharacters] },
      label: label('Telefoon', 'Téléphone', 'Phone'),
    },
    {
      name: 'birthDate',
      type: 'date',
      label: label('Geboortedatum', 'Date de naissance', 'Birth date'),
    },
    {
      name: 'fax',
      type: 'text',
      hooks: { beforeValidate: [stripControlCharacters] },
      label: label('Fax', 'Fax', 'Fax'),
    },
    {
      name: 'company',
      type: 'text',
      hooks: { beforeValidate: [stripControlCharacters] },
      label: label('Bedrijf', 'Société', 'Company'),
    },
    {
      name: 'vatNumber',
      type: 'text',
      hooks: { beforeValidate: [stripControlCharacters] },
      label: label('Btw-nummer', 'Numéro de TVA', 'VAT number'),
    },
    {
      name: 'newsletter',
      type: 'checkbox',
      defaultValue: false,
      label: label('Nieuwsbrief', 'Newsletter', 'Newsletter'),
    },
    preferredLocale,
  ],
}
