import { describe, expect, it } from 'vitest'

import { euros, formatMoney } from '@/commerce/rules/money'
import { centsToInput, isCents, parseEuros } from '@/commerce/rules/money-input'

describe('parseEuros', () => {
  it.each([
    ['17,90', 1790],
    ['17.90', 1790],
    ['17,9', 1790],
    ['17', 1700],
    ['0,05', 5],
    [',50', 50],
    ['€ 17,90', 1790],
    ['17,90 €', 1790],
    ['€17.90', 1790],
    ['17,90 EUR', 1790],
    ['  12,95  ', 1295],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1 234,56', 123456],
    ['1\u202f234,56\u00a0€', 123456],
    ['1.234.567', 123456700],
    ['1 250', 125000],
    ['-2,50', -250],
    ['−2,50', -250],
    ['0', 0],
    ['-0', 0],
  ])('%j → %i cents', (text, cents) => {
    expect(parseEuros(text)).toEqual({ ok: true, cents })
  })

  it('reads an empty input as no amount', () => {
    expect(parseEuros('')).toEqual({ ok: true, cents: null })
    expect(parseEuros('  € ')).toEqual({ ok: true, cents: null })
  })

  it.each([
    'abc',
    '17,999',
    '17,90,1',
    '1.234.56',
    '1,234,56',
    '12,34.567',
    '1.2345',
    '17x',
    '-',
    ',',
    '1e3',
    '0x10',
    '1234567890123,00',
  ])('refuses %j', (text) => {
    expect(parseEuros(text)).toEqual({ ok: false })
  })

  it('refuses "1.250" and "1,250": thousands or three decimals cannot be told apart', () => {
    expect(parseEuros('1.250')).toEqual({ ok: false })
    expect(parseEuros('1,250')).toEqual({ ok: false })
    expect(parseEuros('1.250,00')).toEqual({ ok: true, cents: 125000 })
  })

  it('reads back what formatMoney shows, in every language', () => {
    for (const locale of ['nl', 'fr', 'en'] as const)
      for (const cents of [0, 5, 1790, 123456, 99999999])
        expect(parseEuros(formatMoney(euros(cents), locale))).toEqual({ ok: true, cents })
  })
})

describe('centsToInput', () => {
  it.each([
    [1790, 'nl', '17,90'],
    [1790, 'fr', '17,90'],
    [1790, 'en', '17.90'],
    [5, 'nl', '0,05'],
    [123456, 'nl', '1234,56'],
    [-250, 'en', '-2.50'],
    [0, 'fr', '0,00'],
  ] as const)('%i in %s → %s', (cents, locale, text) => {
    expect(centsToInput(cents, locale)).toBe(text)
    expect(parseEuros(text)).toEqual({ ok: true, cents })
  })
})

describe('isCents', () => {
  it('takes whole cents only', () => {
    expect(isCents(1790)).toBe(true)
    expect(isCents(-5)).toBe(true)
    expect(isCents(17.9)).toBe(false)
    expect(isCents('1790')).toBe(false)
    expect(isCents(Number.NaN)).toBe(false)
  })
})
