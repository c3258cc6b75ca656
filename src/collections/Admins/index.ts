import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { secureCookies } from '@/security/cookies'

import { signInLinkEndpoints } from './sign-in-link-endpoints'

/** The shop's staff: the only people who can sign in to the admin. */
export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: {
    singular: { nl: 'Beheerder', fr: 'Administrateur', en: 'Admin' },
    plural: { nl: 'Beheerders', fr: 'Administrateurs', en: 'Admins' },
  },
  // No lock-out (anyone could lock the owner out with ten wrong passwords): sign-in is
  // throttled in front of Payload instead, see src/auth/staff-sign-in.ts.
  auth: { cookies: { secure: secureCookies() }, maxLoginAttempts: 0 },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'updatedAt'],
    group: { nl: 'Instellingen', fr: 'Paramètres', en: 'Settings' },
  },
  // The way in that a stranger cannot block: a mailed one-time link (docs/adr/0018).
  endpoints: signInLinkEndpoints,
  access: {
    admin: isAdmin,
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
    readVersions: isAdmin,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { nl: 'Naam', fr: 'Nom', en: 'Name' },
    },
  ],
}
