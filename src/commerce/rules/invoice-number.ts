/**
 * Invoice numbers run on per year without gaps, in their own run apart from order numbers:
 * F2026-000001 is the first invoice of 2026. Only a paid order gets one.
 */
export const INVOICE_SEQUENCE_DIGITS = 6

export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999)
    throw new Error(`No invoice number for year ${year}`)
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 10 ** INVOICE_SEQUENCE_DIGITS)
    throw new Error(`No invoice number for sequence ${sequence}`)
  return `F${year}-${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`
}

/** The year and sequence of an invoice number, or null when it is not one. */
export function parseInvoiceNumber(number: string): { year: number; sequence: number } | null {
  const match = /^F(\d{4})-(\d{6})$/.exec(number)
  if (!match || Number(match[2]) === 0) return null
  return { year: Number(match[1]), sequence: Number(match[2]) }
}

/** The file name a downloaded invoice gets: only letters, digits and dashes. */
export const invoiceFileName = (number: string) =>
  `invoice-${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`
