import type { Locale } from '@/i18n/locales'

import { escapeHtml as escape, mailTranslator } from './compose'
import { type Mail } from './transport'

/**
 * To the owner of an address someone registered with again: the account exists, here is how to
 * sign in or choose a new password. The registration itself answered as for a new address.
 */
export async function accountExistsMail(
  to: string,
  locale: Locale,
  links: { signIn: string; recovery: string },
): Promise<Mail> {
  const t = await mailTranslator(locale, 'accountExists')
  const paragraphs: [string, string?][] = [
    [t('greeting')],
    [t('body')],
    [t('signIn'), links.signIn],
    [t('reset'), links.recovery],
    [t('ignore')],
  ]
  return {
    to,
    subject: t('subject'),
    text: paragraphs.map(([line, link]) => (link ? `${line}\n${link}` : line)).join('\n\n'),
    html: paragraphs
      .map(([line, link]) =>
        link
          ? `<p>${escape(line)}<br><a href="${escape(link)}">${escape(link)}</a></p>`
          : `<p>${escape(line)}</p>`,
      )
      .join('\n'),
  }
}
