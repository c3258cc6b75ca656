import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { staffWrites } from '@/access/admin-only'
import { expiredBy, expireHooks } from '@/cache/expiry'

import { localizedName } from './fields'
import { groups, label, type Label } from './labels'

/** A flat list of translated terms with a stable key for addresses (tags, breeds). */
export function taxonomy(
  slug: 'breeds' | 'tags',
  labels: { singular: Label; plural: Label },
): CollectionConfig {
  return {
    slug,
    labels,
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: groups.catalog },
    access: staffWrites(anyone),
    hooks: expireHooks(expiredBy[slug]),
    fields: [
      localizedName,
      {
        name: 'slug',
        type: 'text',
        required: true,
        unique: true,
        label: label('Sleutel in de URL', "Clé dans l'URL", 'Key in the URL'),
      },
    ],
  }
}
