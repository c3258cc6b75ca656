import { formatMoney } from '@/commerce/rules/money'
import type { InvoicePdf, Order } from '@/commerce/types'

import { escapeHtml as escape, mailTranslator } from './compose'
import { type Mail } from './transport'

/** "We received your payment", in the shopper's language, with the invoice attached. */
export async function paymentReceivedMail(order: Order, invoice: InvoicePdf): Promise<Mail> {
  const t = await mailTranslator(order.locale, 'paymentReceived')
  const paragraphs = [
    t('greeting', { firstName: order.billingAddress.firstName }),
    t('body', { amount: formatMoney(order.total, order.locale), number: order.number }),
    t('invoice', { invoice: invoice.number }),
    t('closing'),
  ]
  return {
    to: order.email,
    subject: t('subject', { number: order.number }),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((text) => `<p>${escape(text)}</p>`).join('\n'),
    attachments: [
      {
        filename: invoice.filename,
        content: Buffer.from(invoice.content),
        contentType: 'application/pdf',
      },
    ],
  }
}
