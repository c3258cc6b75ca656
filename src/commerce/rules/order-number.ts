import { dateTimeFormat } from '@/i18n/formatters'
import { SHOP_TIME_ZONE } from '@/i18n/time-zone'

/**
 * Order numbers are readable and run on per year: 2026-000042 is the 42nd order of 2026. The
 * sequence itself is kept by the backend (one counter per year, moved on in the order's
 * transaction).
 */
export const ORDER_SEQUENCE_DIGITS = 6

export function orderNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 10 ** ORDER_SEQUENCE_DIGITS)
    throw new Error(`No order number for sequence ${sequence}`)
  return `${year}-${String(sequence).padStart(ORDER_SEQUENCE_DIGITS, '0')}`
}

/** The ten digits a bank transfer's structured communication carries for an order number. */
export function orderPaymentDigits(number: string): string {
  const match = /^(\d{4})-(\d{6})$/.exec(number)
  if (!match) throw new Error(`Not an order number: ${number}`)
  return `${match[1]}${match[2]}`
}

/** The calendar year in Brussels at `now`: orders placed on New Year's Eve night count there. */
export function brusselsYear(now: Date): number {
  return Number(dateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(now))
}
