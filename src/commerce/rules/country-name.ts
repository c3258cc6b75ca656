import { displayNames } from '@/i18n/formatters'
import type { Locale } from '@/i18n/locales'

import { numberLocale } from './money'

/** A country's name in the page's language (NL: "Nederland", "Pays-Bas", "Netherlands"). */
export const countryName = (code: string, locale: Locale): string =>
  displayNames(numberLocale[locale], { type: 'region' }).of(code) ?? code
