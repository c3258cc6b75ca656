import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import {
  GIFT_CARD_ALPHABET,
  newGiftCardCode,
  normalizeGiftCardCode,
} from '@/commerce/rules/gift-card-code'

const FORMAT = /^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/

describe('gift voucher codes', () => {
  it('are 16 symbols in four groups, without look-alikes', () => {
    expect(GIFT_CARD_ALPHABET).not.toMatch(/[01ILO]/)
    for (let i = 0; i < 200; i++) expect(newGiftCardCode(randomInt)).toMatch(FORMAT)
  })

  it('take each symbol from the random source, so every code is as likely', () => {
    let next = 0
    const counting = (below: number) => next++ % below
    expect(newGiftCardCode(counting)).toBe('ABCD-EFGH-JKMN-PQRS')
    expect(newGiftCardCode(() => GIFT_CARD_ALPHABET.length - 1)).toBe('9999-9999-9999-9999')
  })

  it('differ from one another', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newGiftCardCode(randomInt)))
    expect(codes.size).toBe(1000)
  })

  it('are read whatever the case, spaces or dashes', () => {
    expect(normalizeGiftCardCode('abcd efgh jkmn pqrs')).toBe('ABCD-EFGH-JKMN-PQRS')
    expect(normalizeGiftCardCode(' ABCDEFGH-JKMNPQRS ')).toBe('ABCD-EFGH-JKMN-PQRS')
  })

  it('cannot be anything else', () => {
    for (const typed of ['', 'ABCD-EFGH-JKMN-PQR', 'ABCD-EFGH-JKMN-PQRS2', 'ABCD-EFGH-JKMN-PQR0'])
      expect(normalizeGiftCardCode(typed)).toBeNull()
    expect(normalizeGiftCardCode(42)).toBeNull()
    expect(normalizeGiftCardCode('A'.repeat(65))).toBeNull()
  })
})
