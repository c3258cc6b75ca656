import type { Order } from '@/commerce/types'
import { formatDay, formatMoney } from '@/commerce/rules/money'
import { printedIban } from '@/commerce/rules/bank-account'

import { escapeHtml as escape, mailTranslator } from './compose'
import { type Mail } from './transport'

export type BankAccount = { accountHolder: string; iban: string; bic: string }

/** The confirmation of a placed order, in the shopper's language: lines, total, how to pay. */
export async function orderConfirmationMail(
  order: Order,
  bank: BankAccount,
  link: string,
): Promise<Mail> {
  const t = await mailTranslator(order.locale, 'orderConfirmation')
  const money = (amount: Order['total']) => formatMoney(amount, order.locale)
  const date = formatDay(order.deliveryDate, order.locale)
  const to = order.shippingAddress
  const where =
    order.deliveryMethod === 'pickup' || !to
      ? t('pickup', { date, until: order.timeWindow.until })
      : t('delivery', {
          date,
          from: order.timeWindow.from ?? '',
          until: order.timeWindow.until,
          address: `${to.street} ${to.houseNumber}, ${to.postcode} ${to.city}`,
        })
  const payment =
    order.payment.method === 'banktransfer' && order.payment.reference
      ? t('transfer', {
          amount: money(order.total),
          iban: printedIban(bank.iban),
          bic: bank.bic,
          holder: bank.accountHolder,
          reference: order.payment.reference,
        })
      : t('payAtPickup')
  const lines = order.lines.map(
    (line) =>
      `${line.quantity}${line.unit === 'kg' ? ' kg' : ' ×'} ${line.name}: ${money(line.total)}`,
  )
  const paragraphs = [
    t('greeting', { firstName: order.billingAddress.firstName }),
    t('thanks', { number: order.number }),
    lines.join('\n'),
    t('total', { amount: money(order.total) }),
    where,
    payment,
  ]
  return {
    to: order.email,
    subject: t('subject', { number: order.number }),
    text: [...paragraphs, `${t('view')}: ${link}`].join('\n\n'),
    html: [
      ...paragraphs.map((text) => `<p>${escape(text).replace(/\n/g, '<br>')}</p>`),
      `<p><a href="${escape(link)}">${escape(t('view'))}</a></p>`,
    ].join('\n'),
  }
}
