'use server'

import { numberFormat } from '@/i18n/formatters'
import { getTranslations } from 'next-intl/server'

import { currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { formatWeight, numberLocale } from '@/commerce/rules/money'
import type { OrderAgainLine, SaleUnit } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

import { runAction } from './run-action'

/** The cart's count, and a line for each product of the order that did not go back in full. */
export type OrderAgainResult =
  | { ok: true; itemCount: number; summary: string; notes: string[] }
  | { ok: false; message: string }

const NOTE_KEYS = {
  'not-enough-stock': 'short',
  'out-of-stock': 'soldOut',
  'product-unavailable': 'withdrawn',
  'gift-voucher': 'voucher',
} as const

function amount(quantity: number, unit: SaleUnit, locale: Locale): string {
  if (unit === 'kg') return formatWeight(Math.round(quantity * 1000), locale)
  return numberFormat(numberLocale[locale]).format(quantity)
}

/** Puts the products of one of the shopper's orders back in the cart, saying what did not fit. */
export async function orderAgain(rawLocale: string, orderId: string): Promise<OrderAgainResult> {
  const setting = { locale: rawLocale, problems: 'cart.problems', what: 'Order again' }
  return runAction<OrderAgainResult>(setting, async ({ locale, t: problems }) => {
    const t = await getTranslations({ locale, namespace: 'cart.orderAgain' })
    const shopper = await currentShopper(locale)
    if (!shopper.session || typeof orderId !== 'string')
      return { ok: false, message: problems('order-not-found') }
    const { cart, lines } = await commerce.cart.orderAgain(shopper, orderId)
    const note = (line: OrderAgainLine & { problem: keyof typeof NOTE_KEYS }) =>
      t(NOTE_KEYS[line.problem], {
        name: line.name,
        added: amount(line.added, line.unit, locale),
        requested: amount(line.requested, line.unit, locale),
      })
    const notes = lines.flatMap((line) =>
      line.problem ? [note({ ...line, problem: line.problem })] : [],
    )
    const summary = lines.every((line) => line.added === 0)
      ? t('nothing')
      : notes.length > 0
        ? t('partly')
        : t('added')
    return { ok: true, itemCount: cart.itemCount, summary, notes }
  })
}
