import { describe, expect, it } from 'vitest'

import { isBic, isIban, printedIban } from '@/commerce/rules/bank-account'

describe('bank account', () => {
  it.each([
    ['BE68 5390 0754 7034', true],
    ['be68539007547034', true],
    ['NL91 ABNA 0417 1643 00', true],
    ['BE68 5390 0754 7035', false],
    ['BE68', false],
    ['', false],
  ])('IBAN %s → %s', (iban, valid) => {
    expect(isIban(iban)).toBe(valid)
  })

  it('prints an IBAN in groups of four', () => {
    expect(printedIban('be68539007547034')).toBe('BE68 5390 0754 7034')
  })

  it.each([
    ['GEBABEBB', true],
    ['KREDBEBB', true],
    ['GKCCBEBB123', true],
    ['GEBA', false],
    ['gebabebb', false],
  ])('BIC %s → %s', (bic, valid) => {
    expect(isBic(bic)).toBe(valid)
  })
})
