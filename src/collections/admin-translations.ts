/**
 * Payload's own words the shop words otherwise: a checkbox value in the list filter reads
 * ja/nee, oui/non, yes/no, as the list cells do (src/collections/admin-formats.ts); the schedule
 * dialog's "all languages" option, which Payload writes in English (scripts/patch-dependencies.mjs).
 */
export const adminTranslations = {
  nl: { general: { true: 'Ja', false: 'Nee', allLocales: 'Alle talen' } },
  fr: { general: { true: 'Oui', false: 'Non', allLocales: 'Toutes les langues' } },
  en: { general: { true: 'Yes', false: 'No', allLocales: 'All languages' } },
}
