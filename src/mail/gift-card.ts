import { formatMoney } from '@/commerce/rules/money'
import type { Locale } from '@/i18n/locales'

import { escapeHtml as escape, mailTranslator } from './compose'
import type { Mail } from './transport'

export type IssuedGiftCard = {
  code: string
  amount: number
  recipientName: string
  recipientEmail: string
  senderName: string
  message: string
}

/** The voucher for its recipient, in the language of the order that bought it. */
export async function giftCardMail(card: IssuedGiftCard, locale: Locale): Promise<Mail> {
  const t = await mailTranslator(locale, 'giftCard')
  const amount = formatMoney({ amount: card.amount, currency: 'EUR' }, locale)
  const paragraphs = [
    t('greeting', { name: card.recipientName }),
    t('intro', { sender: card.senderName, amount }),
    ...(card.message ? [t('message', { sender: card.senderName }), card.message] : []),
    t('code', { code: card.code }),
    t('howTo'),
  ]
  return {
    to: card.recipientEmail,
    subject: t('subject', { sender: card.senderName }),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((text) => `<p>${escape(text).replace(/\n/g, '<br>')}</p>`).join('\n'),
  }
}
