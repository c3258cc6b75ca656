import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { staffWrites } from '@/access/admin-only'
import { groups, label } from '@/collections/labels'
import { check } from '@/collections/validate'

const PATH = /^\/\S*$/
const URL = /^https?:\/\/\S+$/

const isPath = check((value) => PATH.test(value), {
  nl: 'Een pad dat met / begint.',
  fr: 'Un chemin qui commence par /.',
  en: 'A path starting with /.',
})
const isTarget = check((value) => PATH.test(value) || URL.test(value), {
  nl: 'Een pad (/…) of een volledige URL (https://…).',
  fr: 'Un chemin (/…) ou une URL complète (https://…).',
  en: 'A path (/…) or a full URL (https://…).',
})

/** Addresses that lead elsewhere, applied before any page renders. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: label('Doorverwijzing', 'Redirection', 'Redirect'),
    plural: label('Doorverwijzingen', 'Redirections', 'Redirects'),
  },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'status'], group: groups.settings },
  access: staffWrites(anyone),
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: isPath,
      label: label('Van (pad)', 'De (chemin)', 'From (path)'),
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: isTarget,
      label: label('Naar (pad of URL)', 'Vers (chemin ou URL)', 'To (path or URL)'),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: '301',
      label: label('Soort', 'Type', 'Kind'),
      options: [
        { value: '301', label: label('301 — permanent', '301 — permanente', '301 — permanent') },
        { value: '302', label: label('302 — tijdelijk', '302 — temporaire', '302 — temporary') },
        {
          value: '308',
          label: label(
            '308 — permanent, adres gewijzigd',
            '308 — permanente, adresse modifiée',
            '308 — permanent, address changed',
          ),
        },
      ],
    },
  ],
}
