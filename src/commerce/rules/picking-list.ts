import type { AddressInput, DeliveryMethod, PaymentStatus, SaleUnit, TimeWindow } from '../types'
import { csvFile } from './csv'

/** What the picking list needs of one order of the day. */
export type DayOrder = {
  number: string
  deliveryMethod: DeliveryMethod
  window: TimeWindow
  name: string
  phone: string
  address: AddressInput | null
  paymentStatus: PaymentStatus
  lines: Array<{ name: string; unit: SaleUnit; quantity: number }>
}

export type PickingList = {
  day: string
  /** Each product once, with what all the day's orders together ask of it. */
  products: Array<{ name: string; unit: SaleUnit; quantity: number }>
  orders: DayOrder[]
}

/** The day's work: totals per product (by name and unit, to the gram), then order by order. */
export function pickingList(day: string, orders: DayOrder[]): PickingList {
  const totals = new Map<string, { name: string; unit: SaleUnit; quantity: number }>()
  for (const line of orders.flatMap((order) => order.lines)) {
    const key = `${line.unit}:${line.name}`
    const total = totals.get(key) ?? { name: line.name, unit: line.unit, quantity: 0 }
    total.quantity = Math.round((total.quantity + line.quantity) * 1000) / 1000
    totals.set(key, total)
  }
  return {
    day,
    products: [...totals.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl')),
    orders: [...orders].sort((a, b) => a.number.localeCompare(b.number)),
  }
}

/** A time window as the picking list prints it: 08:00–20:00, or –15:00 for "before 15:00". */
export const windowText = (window: TimeWindow) => `${window.from ?? ''}–${window.until}`

const addressLine = (address: AddressInput | null) =>
  address ? `${address.street} ${address.houseNumber}, ${address.postcode} ${address.city}` : ''

/** The CSV's columns, in order. */
export const pickingListColumns = [
  'order',
  'method',
  'window',
  'name',
  'phone',
  'address',
  'payment',
  'product',
  'quantity',
  'unit',
] as const

/** The words of the CSV in the reader's language: its headers and the values that are codes. */
export type PickingListCsvWords = {
  headers: Record<(typeof pickingListColumns)[number], string>
  method: Record<DeliveryMethod, string>
  payment: Record<PaymentStatus, string>
  unit: Record<SaleUnit, string>
  /** The decimal mark of the reader's spreadsheet: "0,25" in Dutch and French. */
  decimalMark: ',' | '.'
}

/**
 * The picking list as CSV (semicolons, as Belgian spreadsheets expect, after a UTF-8 byte order
 * mark), in the reader's words: one row per order line with the order's number, method, time
 * window, customer, phone, address and payment status.
 */
export function pickingListCsv(list: PickingList, words: PickingListCsvWords): string {
  const header = pickingListColumns.map((column) => words.headers[column])
  const rows = list.orders.flatMap((order) =>
    order.lines.map((line) => [
      order.number,
      words.method[order.deliveryMethod],
      windowText(order.window),
      order.name,
      order.phone,
      addressLine(order.address),
      words.payment[order.paymentStatus] ?? order.paymentStatus,
      line.name,
      String(line.quantity).replace('.', words.decimalMark),
      words.unit[line.unit],
    ]),
  )
  return csvFile([header, ...rows])
}
