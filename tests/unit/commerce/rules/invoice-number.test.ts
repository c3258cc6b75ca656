import { describe, expect, it } from 'vitest'

import {
  creditNoteFileName,
  creditNoteNumber,
  invoiceFileName,
  invoiceNumber,
  parseCreditNoteNumber,
  parseInvoiceNumber,
} from '@/commerce/rules/invoice-number'

describe('invoiceNumber', () => {
  it('writes the year and a six-digit sequence after an F', () => {
    expect(invoiceNumber(2026, 1)).toBe('F2026-000001')
    expect(invoiceNumber(2026, 42)).toBe('F2026-000042')
    expect(invoiceNumber(2027, 999_999)).toBe('F2027-999999')
  })

  it.each([0, -1, 1.5, 1_000_000, Number.NaN])('refuses sequence %s', (sequence) => {
    expect(() => invoiceNumber(2026, sequence)).toThrow()
  })

  it.each([999, 10_000, 2026.5])('refuses year %s', (year) => {
    expect(() => invoiceNumber(year, 1)).toThrow()
  })

  it('reads a number back, and nothing else', () => {
    expect(parseInvoiceNumber('F2026-000042')).toEqual({ year: 2026, sequence: 42 })
    expect(parseInvoiceNumber('F2026-000000')).toBeNull()
    expect(parseInvoiceNumber('2026-000042')).toBeNull()
    expect(parseInvoiceNumber('F2026-42')).toBeNull()
  })

  it('names the downloaded file after the number, with nothing a header could break on', () => {
    expect(invoiceFileName('F2026-000007')).toBe('invoice-F2026-000007.pdf')
    expect(invoiceFileName('F2026"\r\n-1')).toBe('invoice-F2026-1.pdf')
  })
})

describe('creditNoteNumber', () => {
  it('writes the year and a six-digit sequence after a C, a run apart from invoices', () => {
    expect(creditNoteNumber(2026, 1)).toBe('C2026-000001')
    expect(parseCreditNoteNumber('C2026-000042')).toEqual({ year: 2026, sequence: 42 })
    expect(parseCreditNoteNumber('F2026-000042')).toBeNull()
    expect(parseInvoiceNumber('C2026-000042')).toBeNull()
    expect(() => creditNoteNumber(2026, 0)).toThrow()
    expect(creditNoteFileName('C2026-000007"')).toBe('credit-note-C2026-000007.pdf')
  })
})
