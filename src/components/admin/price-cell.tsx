'use client'

import type { DefaultCellComponentProps, NumberFieldClient } from 'payload'

const format = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' })

/** Shows a price stored in cents as euros in the admin's product list. */
export function PriceCell({ cellData }: DefaultCellComponentProps<NumberFieldClient>) {
  return typeof cellData === 'number' ? <span>{format.format(cellData / 100)}</span> : null
}
