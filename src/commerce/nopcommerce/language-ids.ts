import type { Locale } from '@/i18n/locales'

/** nopCommerce's language ids for the shop's languages (Common/SetLanguage/{id}). */
export const nopLanguageIds: Record<Locale, number> = { nl: 2, fr: 5, en: 1 }

export const localeOfLanguageId = (id: number): Locale | undefined =>
  (Object.entries(nopLanguageIds) as Array<[Locale, number]>).find(([, known]) => known === id)?.[0]
