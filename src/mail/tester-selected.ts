import type { Locale } from '@/i18n/locales'

import { escapeHtml as escape, mailTranslator } from './compose'
import { type Mail } from './transport'

/** "You have been chosen as a tester", in the language the customer applied in. */
export async function testerSelectedMail(
  to: string,
  locale: Locale,
  who: { name: string; test: string },
): Promise<Mail> {
  const t = await mailTranslator(locale, 'testerSelected')
  const paragraphs = [
    t('greeting', { name: who.name }),
    t('body', { test: who.test }),
    t('closing'),
  ]
  return {
    to,
    subject: t('subject', { test: who.test }),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((text) => `<p>${escape(text)}</p>`).join('\n'),
  }
}
