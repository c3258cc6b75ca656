'use server'

import { commerce } from '@/commerce'
import { isLocale } from '@/i18n/locales'
import { currentCustomer } from '@/lib/customer-session'

/** Tells the commerce backend the shopper's new language (the spec's SetLanguage call). */
export async function setLanguage(locale: string): Promise<void> {
  if (!isLocale(locale)) return
  const customer = await currentCustomer()
  await commerce.language.setLanguage(
    { customerId: customer?.id ?? null, guestId: null, locale },
    locale,
  )
}
