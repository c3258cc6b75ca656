import type { Locale } from '@/i18n/locales'

export const translatedLocales = ['fr', 'en'] as const
export type TranslatedLocale = (typeof translatedLocales)[number]

/** When each language's texts of a document were last saved (ISO dates). */
export type SavedAt = Partial<Record<Locale, string | null>>

/**
 * The languages a translator still has to do: never saved, or saved before the Dutch texts
 * last changed.
 */
export function missingTranslations(saved: SavedAt): TranslatedLocale[] {
  const dutch = saved.nl ? Date.parse(saved.nl) : null
  return translatedLocales.filter((locale) => {
    const at = saved[locale]
    if (!at) return true
    return dutch !== null && Date.parse(at) < dutch
  })
}

/** The record after a save in `locale` at `now`. */
export const savedIn = (saved: SavedAt, locale: Locale, now: Date): SavedAt => ({
  ...saved,
  [locale]: now.toISOString(),
})
