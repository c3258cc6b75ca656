'use server'

import { currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { CommerceError } from '@/commerce/provider'
import { isLocale } from '@/i18n/locales'
import { log } from '@/logging/log'

/** Tells the commerce backend the shopper's new language (the spec's SetLanguage call). */
export async function setLanguage(locale: string): Promise<void> {
  if (!isLocale(locale)) return
  try {
    await commerce.language.setLanguage(await currentShopper(locale), locale)
  } catch (error) {
    // The pages already speak the new language; the backend learns it on the next switch.
    if (!(error instanceof CommerceError && error.code === 'backend-unavailable')) throw error
    log().warn({ what: 'Setting the language' }, 'Commerce backend unavailable')
  }
}
