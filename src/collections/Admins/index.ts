import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { secureCookies } from '@/security/cookies'

/** The shop's staff: the only people who can sign in to the admin. */
export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: {
    singular: { nl: 'Beheerder', fr: 'Administrateur', en: 'Admin' },
    plural: { nl: 'Beheerders', fr: 'Administrateurs', en: 'Admins' },
  },
  auth: {
    cookies: { secure: secureCookies() },
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'updatedAt'],
    group: { nl: 'Instellingen', fr: 'Paramètres', en: 'Settings' },
  },
  access: {
    admin: isAdmin,
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { nl: 'Naam', fr: 'Nom', en: 'Name' },
    },
  ],
}
