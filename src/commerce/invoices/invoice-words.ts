import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'

import type { InvoiceWords } from './invoice-layout'

/** The invoice's words in one language (`invoice.*` of the messages) and the shop's name. */
export async function invoiceWords(locale: Locale): Promise<{ t: InvoiceWords; shop: string }> {
  const messages = (await import(`../../i18n/messages/${locale}.json`)).default
  const t = createTranslator({ locale, messages, namespace: 'invoice' })
  const meta = createTranslator({ locale, messages, namespace: 'meta' })
  return { t: (word, values) => t(word, values), shop: meta('title') }
}
