import { describe, expect, it } from 'vitest'

import { brusselsYear, orderNumber, orderPaymentDigits } from '@/commerce/rules/order-number'
import {
  isStructuredCommunication,
  structuredCommunication,
} from '@/commerce/rules/structured-communication'

describe('structuredCommunication', () => {
  it.each([
    ['0909337554', '+++090/9337/55493+++'],
    ['0108068171', '+++010/8068/17183+++'],
  ])('writes %s as %s', (digits, written) => {
    expect(structuredCommunication(digits)).toBe(written)
  })

  it('writes a remainder of 0 as 97', () => {
    // 97 × 20 = 1940: ten digits that are a multiple of 97.
    expect(structuredCommunication('0000001940')).toBe('+++000/0001/94097+++')
  })

  it('refuses anything but ten digits', () => {
    expect(() => structuredCommunication('123')).toThrow()
    expect(() => structuredCommunication('12345678901')).toThrow()
    expect(() => structuredCommunication('12345a7890')).toThrow()
  })

  it('checks a written communication', () => {
    expect(isStructuredCommunication('+++090/9337/55493+++')).toBe(true)
    expect(isStructuredCommunication('+++090/9337/55494+++')).toBe(false)
    expect(isStructuredCommunication('090/9337/55493')).toBe(false)
  })
})

describe('order numbers', () => {
  it('run on per year, six digits wide', () => {
    expect(orderNumber(2026, 1)).toBe('2026-000001')
    expect(orderNumber(2026, 42)).toBe('2026-000042')
    expect(orderNumber(2027, 999_999)).toBe('2027-999999')
  })

  it('refuse a sequence they cannot write', () => {
    expect(() => orderNumber(2026, 0)).toThrow()
    expect(() => orderNumber(2026, 1_000_000)).toThrow()
    expect(() => orderNumber(2026, 1.5)).toThrow()
  })

  it('give a bank transfer ten digits with a valid check', () => {
    const digits = orderPaymentDigits(orderNumber(2026, 42))
    expect(digits).toBe('2026000042')
    const written = structuredCommunication(digits)
    expect(written).toBe(`+++202/6000/042${String(2026000042 % 97 || 97).padStart(2, '0')}+++`)
    expect(isStructuredCommunication(written)).toBe(true)
  })

  it('count the year in Brussels', () => {
    expect(brusselsYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027)
    expect(brusselsYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026)
  })
})
