import { dateTimeFormat } from '@/i18n/formatters'
import { SHOP_TIME_ZONE } from '@/i18n/time-zone'
import type { Locale } from '@/i18n/locales'

import { countryName } from '../rules/country-name'
import { formatMoney, formatRate, formatWeight, numberLocale } from '../rules/money'
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
  | 'creditNoteTitle'
  | 'creditNoteNumber'
  | 'creditNoteDate'
  | 'credits'
  | 'refund'
  | 'creditNoteClosing'

/** The invoice's words in the order's language, `{name}` filled in from `values`. */
export type InvoiceWords = (word: InvoiceWord, values?: Record<string, string>) => string

/** A row of label and amount. */
export type AmountRow = [string, string]

/** Everything an invoice or credit note prints, in the order's language: what the PDF lays out. */
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

/** An invoice prints amounts as they are (1), a credit note the opposite (-1). */
type Sign = 1 | -1

const negative = (money: Money): Money => ({ ...money, amount: -money.amount })

/** `money` as a document of `sign` prints it; zero stays zero, never "-€0.00". */
const signed = (money: Money, sign: Sign): Money =>
  money.amount === 0 ? money : { ...money, amount: money.amount * sign }

/** The day an invoice was made, in Brussels: "24 november 2026". */
export const formatInvoiceDate = (iso: string, locale: Locale) =>
  dateTimeFormat(numberLocale[locale], {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso))

const quantityText = (line: OrderLine, locale: Locale) =>
  line.unit === 'kg'
    ? formatWeight(Math.round(line.quantity * 1000), locale)
    : String(line.quantity)

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

function totalRows(order: Order, locale: Locale, t: InvoiceWords, sign: Sign): AmountRow[] {
  const money = (amount: Money) => formatMoney(signed(amount, sign), locale)
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
  if (totals.giftCards.length > 0)
    rows.push([t(sign === 1 ? 'paid' : 'refund'), money(totals.total)])
  return rows
}

/** What invoice and credit note share: seller, customer, lines, totals and VAT, signed. */
function documentBody(order: Order, seller: InvoiceSeller, t: InvoiceWords, sign: Sign) {
  const locale = order.locale
  const money = (amount: Money) => formatMoney(signed(amount, sign), locale)
  return {
    seller: [
      seller.name,
      seller.street,
      `${seller.postcode} ${seller.city}`.trim(),
      `${t('vatNumber')}: ${seller.vatNumber}`,
      [seller.email, seller.phone].filter(Boolean).join(' · '),
    ].filter((line) => line.trim() !== ''),
    customer: customerLines(order, locale, t),
    head: [t('product'), t('quantity'), t('unitPrice'), t('vatRate'), t('amount')],
    rows: order.lines.map((line) => [
      line.name,
      quantityText(line, locale),
      formatMoney(line.unitPrice, locale),
      formatRate(line.vatRate, locale),
      money(line.total),
    ]),
    totals: totalRows(order, locale, t, sign),
    totalLabel: t('total'),
    vatHeading: t('vatHeading'),
    vat: order.totals.vat.map(
      (vat): AmountRow => [t('vatLine', { rate: formatRate(vat.rate, locale) }), money(vat.amount)],
    ),
  }
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
  return {
    title: `${t('title')} ${invoice.number}`,
    ...documentBody(order, seller, t, 1),
    facts: [
      [t('number'), invoice.number],
      [t('date'), formatInvoiceDate(invoice.date, order.locale)],
      [t('order'), order.number],
    ],
    closing: t('thanks'),
  }
}

/**
 * The credit note that cancels an order's invoice in full: the invoice's lines and totals with
 * every amount negative (unit prices stay as they were), the VAT per rate taken back, and the
 * number of the invoice it credits. Vouchers that paid part get their amount back.
 */
export function creditNoteLayout(
  order: Order,
  creditNote: InvoiceFacts,
  invoice: InvoiceFacts,
  seller: InvoiceSeller,
  t: InvoiceWords,
): InvoiceLayout {
  return {
    title: `${t('creditNoteTitle')} ${creditNote.number}`,
    ...documentBody(order, seller, t, -1),
    facts: [
      [t('creditNoteNumber'), creditNote.number],
      [t('creditNoteDate'), formatInvoiceDate(creditNote.date, order.locale)],
      [t('credits'), invoice.number],
      [t('order'), order.number],
    ],
    closing: t('creditNoteClosing', { invoice: invoice.number }),
  }
}
