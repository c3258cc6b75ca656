import type { Locale } from '@/i18n/locales'

import { escapeHtml as escape, mailTranslator } from './compose'
import { type Mail } from './transport'

/** The e-mail with a customer's password reset link, in their language. */
export async function passwordResetMail(
  to: string,
  firstName: string,
  locale: Locale,
  link: string,
): Promise<Mail> {
  const t = await mailTranslator(locale, 'passwordReset')
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
