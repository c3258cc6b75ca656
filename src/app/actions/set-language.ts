'use server'

import { commerce } from '@/commerce'
import { isLocale } from '@/i18n/locales'
import { currentShopper } from '@/lib/customer-session'

/** Tells the commerce backend the shopper's new language (the spec's SetLanguage call). */
export async function setLanguage(locale: string): Promise<void> {
  if (!isLocale(locale)) return
  await commerce.language.setLanguage(await currentShopper(locale), locale)
}
