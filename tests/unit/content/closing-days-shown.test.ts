import { describe, expect, it } from 'vitest'

import { closingDaysAmong } from '@/content/closing-days-shown'

const christmas = { day: '2026-12-25', reason: 'Kerstmis' }
const inventory = { day: '2026-12-22', reason: 'Inventaris' }
const offered = ['2026-12-19', '2026-12-21', '2026-12-23', '2026-12-24', '2026-12-26']

describe('the closing days named beside the dates offered', () => {
  it('names those the list skips, in date order', () => {
    expect(closingDaysAmong([christmas, inventory], offered)).toEqual([inventory, christmas])
  })

  it('leaves out those before the first date, after the last, and any day still offered', () => {
    const past = { day: '2026-12-18', reason: 'Verlof' }
    const later = { day: '2027-01-01', reason: 'Nieuwjaar' }
    const offeredAnyway = { day: '2026-12-23', reason: 'Alleen afhalen' }
    expect(closingDaysAmong([past, later, offeredAnyway, christmas], offered)).toEqual([christmas])
  })

  it('names a day once, and none without a reason or without dates', () => {
    const blank = { day: '2026-12-20', reason: ' ' }
    expect(closingDaysAmong([christmas, { ...christmas, reason: 'Noël' }, blank], offered)).toEqual(
      [christmas],
    )
    expect(closingDaysAmong([christmas], [])).toEqual([])
  })
})
