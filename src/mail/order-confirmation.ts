import { numberFormat } from '@/i18n/formatters'
import type { Order } from '@/commerce/types'
import { formatDay, formatLineQuantity, formatMoney, numberLocale } from '@/commerce/rules/money'
import { printedIban } from '@/commerce/rules/bank-account'
import { countryName } from '@/commerce/rules/country-name'
import { clockText } from '@/content/claim-texts'

import { escapeHtml as escape, mailTranslator } from './compose'
import { type Mail } from './transport'

const percent = (rate: number, locale: Order['locale']) =>
  numberFormat(numberLocale[locale], { maximumFractionDigits: 1 }).format(rate)

export type BankAccount = { accountHolder: string; iban: string; bic: string }

/** The confirmation of a placed order, in the shopper's language: lines, total, how to pay. */
export async function orderConfirmationMail(
  order: Order,
  bank: BankAccount,
  link: string,
): Promise<Mail> {
  const t = await mailTranslator(order.locale, 'orderConfirmation')
  const money = (amount: Order['total']) => formatMoney(amount, order.locale)
  const { deliveryMethod: method, deliveryDate, timeWindow } = order
  const date = deliveryDate ? formatDay(deliveryDate, order.locale) : ''
  const to = order.shippingAddress
  const where =
    !method || !timeWindow
      ? t('mailed')
      : method === 'pickup' || !to
        ? t('pickup', { date, until: clockText(timeWindow.until, order.locale) })
        : t('delivery', {
            date,
            from: timeWindow.from ? clockText(timeWindow.from, order.locale) : '',
            until: clockText(timeWindow.until, order.locale),
            address: `${to.street} ${to.houseNumber}, ${to.postcode} ${to.city}, ${countryName(to.country, order.locale)}`,
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
      `${formatLineQuantity(line.quantity, line.unit, order.locale)} ${line.name}: ${money(line.total)}`,
  )
  const shipping = order.totals.shipping
  const sums = [
    ...(order.deliveryMethod === 'delivery' && shipping
      ? [shipping.amount === 0 ? t('shippingFree') : t('shipping', { amount: money(shipping) })]
      : []),
    t('total', { amount: money(order.total) }),
    ...order.totals.vat.map((vat) =>
      t('vat', { rate: percent(vat.rate, order.locale), amount: money(vat.amount) }),
    ),
  ]
  const paragraphs = [
    t('greeting', { firstName: order.billingAddress.firstName }),
    t('thanks', { number: order.number }),
    lines.join('\n'),
    sums.join('\n'),
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
