import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/is-admin'
import { expiredBy, expireGlobalHook } from '@/cache/expiry'
import { groups, label } from '@/collections/labels'

/** The yellow notice bar above every page (spec: the new site is under development). */
export const Banner: GlobalConfig = {
  slug: 'banner',
  label: label('Meldingsbalk', "Barre d'annonce", 'Notice bar'),
  admin: { group: groups.content },
  access: { read: anyone, update: isAdmin, readVersions: isAdmin },
  versions: { max: 50 },
  hooks: { afterChange: [expireGlobalHook(expiredBy.banner)] },
  fields: [
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: true,
      label: label('Tonen', 'Afficher', 'Show'),
    },
    {
      name: 'message',
      type: 'text',
      localized: true,
      label: label('Bericht', 'Message', 'Message'),
    },
    {
      name: 'linkLabel',
      type: 'text',
      localized: true,
      label: label('Linktekst', 'Texte du lien', 'Link text'),
    },
    { name: 'linkUrl', type: 'text', label: label('Link', 'Lien', 'Link') },
  ],
}
