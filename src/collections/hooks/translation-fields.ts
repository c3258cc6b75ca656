import type { CollectionBeforeChangeHook, Field } from 'payload'

import { label, languageNames, namedOptions } from '@/collections/labels'
import {
  missingTranslations,
  savedIn,
  type SavedAt,
  translatedLocales,
} from '@/content/translation-status'
import { isLocale } from '@/i18n/locales'

/**
 * Which languages of a document still need a translator. Each save in a language stamps that
 * language; French or English older than the Dutch texts, or never saved, count as to do. The
 * list view filters on `translation.missing` ("contains fr").
 */
export const translationFields: Field = {
  name: 'translation',
  type: 'group',
  label: label('Vertaling', 'Traduction', 'Translation'),
  admin: { position: 'sidebar' },
  fields: [
    {
      name: 'missing',
      type: 'select',
      hasMany: true,
      options: namedOptions(translatedLocales, languageNames),
      label: label('Nog te vertalen', 'À traduire', 'To translate'),
      admin: {
        readOnly: true,
        description: label(
          'Talen die ontbreken of ouder zijn dan de Nederlandse tekst.',
          'Langues manquantes ou plus anciennes que le texte néerlandais.',
          'Languages missing or older than the Dutch text.',
        ),
      },
    },
    ...(['nl', 'fr', 'en'] as const).map(
      (locale): Field => ({
        name: `${locale}SavedAt`,
        type: 'date',
        label: label(`Bewaard (${locale})`, `Enregistré (${locale})`, `Saved (${locale})`),
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      }),
    ),
    {
      // Fingerprints of the Dutch texts per field (src/content/translation-sources.ts).
      name: 'sources',
      type: 'json',
      label: label('Nederlandse bronteksten', 'Textes sources néerlandais', 'Dutch source texts'),
      admin: { hidden: true },
    },
  ],
}

type Translation = { missing?: string[] | null } & Record<string, unknown>

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Stamps the language of a save that changed one of the document's texts (`texts`, its
 * localized fields) and works out what is left to translate.
 */
export const stampTranslation =
  (texts: readonly string[]): CollectionBeforeChangeHook =>
  ({ data, originalDoc, req, operation }) => {
    const locale = req.locale
    if (!isLocale(locale)) return data
    const changed =
      operation === 'create' ||
      texts.some((field) => field in data && !same(data[field], originalDoc?.[field]))
    if (!changed) return data
    const before = (originalDoc?.translation ?? {}) as Translation
    const saved: SavedAt = {
      nl: (before.nlSavedAt as string) ?? null,
      fr: (before.frSavedAt as string) ?? null,
      en: (before.enSavedAt as string) ?? null,
    }
    const after = savedIn(saved, locale, new Date())
    return {
      ...data,
      translation: {
        nlSavedAt: after.nl,
        frSavedAt: after.fr,
        enSavedAt: after.en,
        missing: missingTranslations(after),
      },
    }
  }
