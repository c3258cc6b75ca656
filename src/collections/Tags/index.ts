import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { expireTagsHooks } from '@/collections/hooks/revalidate-tags'
import { groups, label } from '@/collections/labels'

export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: {
    singular: label('Tag', 'Étiquette', 'Tag'),
    plural: label('Tags', 'Étiquettes', 'Tags'),
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: groups.catalog },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: expireTagsHooks(() => []),
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: label('Naam', 'Nom', 'Name'),
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      label: label('Sleutel in de URL', "Clé dans l'URL", 'Key in the URL'),
    },
  ],
}
