import type { Field, TextFieldSingleValidation } from 'payload'

import { label } from '@/collections/labels'

import { isPagePath, reservedSegments } from '@/content/page-path'

const messages = {
  shape: {
    nl: 'Kleine letters, cijfers en streepjes, zonder schuine streep.',
    fr: 'Minuscules, chiffres et tirets, sans barre oblique.',
    en: 'Lower-case letters, digits and hyphens, without a slash.',
  },
  reserved: {
    nl: 'Dit adres gebruikt de winkel zelf.',
    fr: 'La boutique utilise déjà cette adresse.',
    en: 'The shop itself uses this address.',
  },
  taken: {
    nl: 'Een andere pagina heeft dit adres al in deze taal.',
    fr: 'Une autre page a déjà cette adresse dans cette langue.',
    en: 'Another page already has this address in this language.',
  },
}

type Language = keyof typeof messages.shape

const validatePath: TextFieldSingleValidation = async (value, { req, id }) => {
  if (!value) return true
  const say = (problem: keyof typeof messages) =>
    messages[problem][(req.i18n?.language as Language) ?? 'nl'] ?? messages[problem].nl
  if (!isPagePath(value)) return say('shape')
  if (reservedSegments.has(value)) return say('reserved')
  const { totalDocs } = await req.payload.count({
    collection: 'pages',
    where: { path: { equals: value }, ...(id ? { id: { not_equals: id } } : {}) },
    locale: req.locale === 'all' || !req.locale ? 'nl' : req.locale,
    req,
  })
  return totalDocs === 0 || say('taken')
}

/** The page's address per language (/fr/<path>); pages of the shop's own screens leave it empty. */
export const pagePathField: Field = {
  name: 'path',
  type: 'text',
  localized: true,
  index: true,
  label: label('Adres in de winkel', 'Adresse dans la boutique', 'Address in the shop'),
  validate: validatePath,
  admin: { position: 'sidebar' },
}
