import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'

import { type Mail } from './transport'

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The e-mail with a customer's password reset link, in their language. */
export async function passwordResetMail(
  to: string,
  firstName: string,
  locale: Locale,
  link: string,
): Promise<Mail> {
  const messages = (await import(`../i18n/messages/${locale}.json`)).default
  const t = createTranslator({ locale, messages, namespace: 'mail.passwordReset' })
  const lines = [t('greeting', { firstName }), t('body'), link, t('expiry'), t('ignore')]
  return {
    to,
    subject: t('subject'),
    text: lines.join('\n\n'),
    html: [
      `<p>${escape(t('greeting', { firstName }))}</p>`,
      `<p>${escape(t('body'))}</p>`,
      `<p><a href="${escape(link)}">${escape(t('button'))}</a></p>`,
      `<p>${escape(t('expiry'))}</p>`,
      `<p>${escape(t('ignore'))}</p>`,
    ].join('\n'),
  }
}
