import type { Locale } from '@/i18n/locales'

import { escapeHtml as escape, mailTranslator } from './compose'
import { type Mail } from './transport'

/** The e-mail asking an address's owner to confirm the newsletter, in the language asked in. */
export async function newsletterConfirmationMail(
  to: string,
  locale: Locale,
  links: { confirm: string; unsubscribe: string },
): Promise<Mail> {
  const t = await mailTranslator(locale, 'newsletterConfirm')
  const lines = [t('greeting'), t('body'), links.confirm, t('expiry'), t('ignore')]
  return {
    to,
    subject: t('subject'),
    text: [...lines, `${t('unsubscribe')} ${links.unsubscribe}`].join('\n\n'),
    html: [
      `<p>${escape(t('greeting'))}</p>`,
      `<p>${escape(t('body'))}</p>`,
      `<p><a href="${escape(links.confirm)}">${escape(t('button'))}</a></p>`,
      `<p>${escape(t('expiry'))}</p>`,
      `<p>${escape(t('ignore'))}</p>`,
      `<p><small>${escape(t('unsubscribe'))} <a href="${escape(links.unsubscribe)}">${escape(t('unsubscribeLink'))}</a></small></p>`,
    ].join('\n'),
  }
}
