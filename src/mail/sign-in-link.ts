import type { Locale } from '@/i18n/locales'

import { escapeHtml as escape, mailTranslator } from './compose'
import { type Mail } from './transport'

/** The e-mail with a one-time sign-in link (docs/adr/0018), in the recipient's language. */
export async function signInLinkMail(to: string, locale: Locale, link: string): Promise<Mail> {
  const t = await mailTranslator(locale, 'signInLink')
  const lines = [t('greeting'), t('body'), link, t('expiry'), t('ignore')]
  return {
    to,
    subject: t('subject'),
    text: lines.join('\n\n'),
    html: [
      `<p>${escape(t('greeting'))}</p>`,
      `<p>${escape(t('body'))}</p>`,
      `<p><a href="${escape(link)}">${escape(t('button'))}</a></p>`,
      `<p>${escape(t('expiry'))}</p>`,
      `<p>${escape(t('ignore'))}</p>`,
    ].join('\n'),
  }
}
