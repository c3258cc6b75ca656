import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { cacheTags, expireTagsOnChange } from '@/collections/hooks/revalidate-tags'
import { groups, label } from '@/collections/labels'

/** Menu entries that are not catalog categories: the blog categories shown as inspiration tags. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: label('Navigatie', 'Navigation', 'Navigation'),
  admin: { group: groups.content },
  access: { read: anyone, update: isAdmin, readVersions: isAdmin },
  hooks: { afterChange: [expireTagsOnChange([cacheTags.settings])] },
  fields: [
    {
      name: 'blogCategories',
      type: 'array',
      label: label('Blogcategorieën', 'Catégories du blog', 'Blog categories'),
      labels: {
        singular: label('Blogcategorie', 'Catégorie du blog', 'Blog category'),
        plural: label('Blogcategorieën', 'Catégories du blog', 'Blog categories'),
      },
      fields: [
        {
          name: 'tag',
          type: 'text',
          label: label('Tag (leeg voor alle)', 'Étiquette (vide pour tout)', 'Tag (empty for all)'),
        },
        {
          name: 'label',
          type: 'text',
          required: true,
          localized: true,
          label: label('Naam', 'Nom', 'Name'),
        },
      ],
    },
  ],
}
