/**
 * Payload's own words the shop words otherwise: a checkbox value in the list filter reads
 * ja/nee, oui/non, yes/no, as the list cells do (src/collections/admin-formats.ts).
 */
export const adminTranslations = {
  nl: { general: { true: 'Ja', false: 'Nee' } },
  fr: { general: { true: 'Oui', false: 'Non' } },
  en: { general: { true: 'Yes', false: 'No' } },
}
