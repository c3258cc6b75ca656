import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The translations of one `mail.*` namespace, for a mail in the recipient's language. */
export async function mailTranslator<
  Namespace extends
    | 'accountExists'
    | 'passwordReset'
    | 'signInLink'
    | 'newsletterConfirm'
    | 'orderConfirmation'
    | 'paymentReceived'
    | 'giftCard'
    | 'testerSelected',
>(locale: Locale, namespace: Namespace) {
  const messages = (await import(`../i18n/messages/${locale}.json`)).default
  return createTranslator({ locale, messages, namespace: `mail.${namespace}` })
}
