/**
 * Invoice numbers run on per year without gaps, in their own run apart from order numbers:
 * F2026-000001 is the first invoice of 2026. Only a paid order gets one. Credit notes have a run
 * of their own in the same form: C2026-000001 is the first credit note of 2026.
 */
export const INVOICE_SEQUENCE_DIGITS = 6

type YearNumber = { year: number; sequence: number }

function numbered(prefix: string, kind: string, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999)
    throw new Error(`No ${kind} number for year ${year}`)
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 10 ** INVOICE_SEQUENCE_DIGITS)
    throw new Error(`No ${kind} number for sequence ${sequence}`)
  return `${prefix}${year}-${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`
}

function parsed(prefix: string, number: string): YearNumber | null {
  const match = new RegExp(`^${prefix}(\\d{4})-(\\d{6})$`).exec(number)
  if (!match || Number(match[2]) === 0) return null
  return { year: Number(match[1]), sequence: Number(match[2]) }
}

export const invoiceNumber = (year: number, sequence: number) =>
  numbered('F', 'invoice', year, sequence)

/** The year and sequence of an invoice number, or null when it is not one. */
export const parseInvoiceNumber = (number: string) => parsed('F', number)

export const creditNoteNumber = (year: number, sequence: number) =>
  numbered('C', 'credit note', year, sequence)

/** The year and sequence of a credit note number, or null when it is not one. */
export const parseCreditNoteNumber = (number: string) => parsed('C', number)

const safe = (number: string) => number.replace(/[^A-Za-z0-9-]/g, '')

/** The file name a downloaded invoice gets: only letters, digits and dashes. */
export const invoiceFileName = (number: string) => `invoice-${safe(number)}.pdf`

export const creditNoteFileName = (number: string) => `credit-note-${safe(number)}.pdf`
