import type { Locale } from '@/i18n/locales'

import { formatMoney, formatWeight, numberLocale } from '../rules/money'
import type { Money, Order, OrderLine } from '../types'

/** Who sells: the shop as its settings describe it. */
export type InvoiceSeller = {
  name: string
  street: string
  postcode: string
  city: string
  vatNumber: string
  email: string
  phone: string
}

export type InvoiceFacts = { number: string; date: string }

export type InvoiceWord =
  | 'title'
  | 'number'
  | 'date'
  | 'order'
  | 'paymentMethod'
  | 'vatNumber'
  | 'customer'
  | 'product'
  | 'quantity'
  | 'unitPrice'
  | 'vatRate'
  | 'amount'
  | 'subtotal'
  | 'delivery'
  | 'pickup'
  | 'discount'
  | 'giftCard'
  | 'total'
  | 'paid'
  | 'vatLine'
  | 'vatHeading'
  | 'thanks'

/** The invoice's words in the order's language, `{name}` filled in from `values`. */
export type InvoiceWords = (word: InvoiceWord, values?: Record<string, string>) => string

/** A row of label and amount. */
export type AmountRow = [string, string]

/** Everything an invoice prints, as text in the order's language: what the PDF lays out. */
export type InvoiceLayout = {
  title: string
  seller: string[]
  customer: string[]
  facts: AmountRow[]
  head: string[]
  rows: string[][]
  totals: AmountRow[]
  /** The label of the total among `totals`, printed in bold. */
  totalLabel: string
  vatHeading: string
  vat: AmountRow[]
  closing: string
}

const negative = (money: Money): Money => ({ ...money, amount: -money.amount })

/** "6 %", "5,5 %": a VAT rate in the order's number style. */
export const formatRate = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(numberLocale[locale], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate / 100)

/** The day an invoice was made, in Brussels: "24 november 2026". */
export const formatInvoiceDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(numberLocale[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso))

const quantityText = (line: OrderLine, locale: Locale) =>
  line.unit === 'kg'
    ? formatWeight(Math.round(line.quantity * 1000), locale)
    : String(line.quantity)

const countryName = (code: string, locale: Locale) =>
  new Intl.DisplayNames([numberLocale[locale]], { type: 'region' }).of(code) ?? code

function customerLines(order: Order, locale: Locale, t: InvoiceWords): string[] {
  const address = order.billingAddress
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company ?? '',
    address.vatNumber ? `${t('vatNumber')}: ${address.vatNumber}` : '',
    `${address.street} ${address.houseNumber}`.trim(),
    `${address.postcode} ${address.city}`.trim(),
    countryName(address.country, locale),
    order.email,
  ].filter((line) => line.trim() !== '')
}

function totalRows(order: Order, locale: Locale, t: InvoiceWords): AmountRow[] {
  const money = (amount: Money) => formatMoney(amount, locale)
  const { totals } = order
  const rows: AmountRow[] = [[t('subtotal'), money(totals.subtotal)]]
  // Gift vouchers only: nothing was delivered or picked up.
  if (order.deliveryMethod) {
    const shipping = totals.shipping ?? { amount: 0, currency: totals.total.currency }
    rows.push([t(order.deliveryMethod === 'pickup' ? 'pickup' : 'delivery'), money(shipping)])
  }
  if (totals.discount.amount > 0) rows.push([t('discount'), money(negative(totals.discount))])
  // An order's total is what was left to pay after its vouchers: the invoice shows the whole.
  const covered = totals.giftCards.reduce((sum, card) => sum + card.amount.amount, 0)
  const currency = totals.total.currency
  rows.push([t('total'), money({ amount: totals.total.amount + covered, currency })])
  for (const card of totals.giftCards)
    rows.push([t('giftCard', { code: card.code }), money(negative(card.amount))])
  if (totals.giftCards.length > 0) rows.push([t('paid'), money(totals.total)])
  return rows
}

/**
 * What an order's invoice says, in the order's language: the shop and its VAT number, the
 * customer (with company and VAT number when given), the invoice and order numbers and the date,
 * each line with its VAT rate, delivery, discount and vouchers, the total and the VAT per rate.
 */
export function invoiceLayout(
  order: Order,
  invoice: InvoiceFacts,
  seller: InvoiceSeller,
  t: InvoiceWords,
): InvoiceLayout {
  const locale = order.locale
  const money = (amount: Money) => formatMoney(amount, locale)
  return {
    title: `${t('title')} ${invoice.number}`,
    seller: [
      seller.name,
      seller.street,
      `${seller.postcode} ${seller.city}`.trim(),
      `${t('vatNumber')}: ${seller.vatNumber}`,
      [seller.email, seller.phone].filter(Boolean).join(' · '),
    ].filter((line) => line.trim() !== ''),
    customer: customerLines(order, locale, t),
    facts: [
      [t('number'), invoice.number],
      [t('date'), formatInvoiceDate(invoice.date, locale)],
      [t('order'), order.number],
    ],
    head: [t('product'), t('quantity'), t('unitPrice'), t('vatRate'), t('amount')],
    rows: order.lines.map((line) => [
      line.name,
      quantityText(line, locale),
      money(line.unitPrice),
      formatRate(line.vatRate, locale),
      money(line.total),
    ]),
    totals: totalRows(order, locale, t),
    totalLabel: t('total'),
    vatHeading: t('vatHeading'),
    vat: order.totals.vat.map((vat) => [
      t('vatLine', { rate: formatRate(vat.rate, locale) }),
      money(vat.amount),
    ]),
    closing: t('thanks'),
  }
}
