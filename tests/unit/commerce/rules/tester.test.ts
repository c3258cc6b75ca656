import { describe, expect, it } from 'vitest'

import {
  applicationProblems,
  applicationRefusal,
  MOTIVATION_MAX,
  placesLeft,
  shopDay,
  testPhase,
} from '@/commerce/rules/tester'

const at = (iso: string) => new Date(iso)

// Day-only dates as the admin's date picker stores them: noon UTC of the chosen day.
const december = { startsOn: '2026-12-01T12:00:00.000Z', endsOn: '2026-12-14T12:00:00.000Z' }

describe('testPhase', () => {
  it.each([
    ['2026-11-30T22:59:00Z', 'upcoming'], // 23:59 in Brussels, the day before
    ['2026-11-30T23:00:00Z', 'running'], // midnight in Brussels: the first day
    ['2026-12-07T12:00:00Z', 'running'],
    ['2026-12-14T22:59:00Z', 'running'], // 23:59 on the last day
    ['2026-12-14T23:00:00Z', 'ended'],
  ])('at %s a test of 1–14 December is %s', (now, phase) => {
    expect(testPhase(december, at(now))).toBe(phase)
  })

  it('counts days in summer time too', () => {
    const july = { startsOn: '2026-07-01T12:00:00.000Z', endsOn: '2026-07-05T12:00:00.000Z' }
    expect(testPhase(july, at('2026-06-30T21:59:00Z'))).toBe('upcoming')
    expect(testPhase(july, at('2026-06-30T22:00:00Z'))).toBe('running')
    expect(testPhase(july, at('2026-07-05T21:59:00Z'))).toBe('running')
    expect(testPhase(july, at('2026-07-05T22:00:00Z'))).toBe('ended')
  })

  it('keeps a one-day test open the whole day the clocks go forward', () => {
    const day = { startsOn: '2026-03-29T12:00:00.000Z', endsOn: '2026-03-29T12:00:00.000Z' }
    expect(testPhase(day, at('2026-03-28T22:59:00Z'))).toBe('upcoming')
    expect(testPhase(day, at('2026-03-28T23:00:00Z'))).toBe('running')
    expect(testPhase(day, at('2026-03-29T21:59:00Z'))).toBe('running')
    expect(testPhase(day, at('2026-03-29T22:00:00Z'))).toBe('ended')
  })

  it('keeps a one-day test open the whole day the clocks go back', () => {
    const day = { startsOn: '2026-10-25T12:00:00.000Z', endsOn: '2026-10-25T12:00:00.000Z' }
    expect(testPhase(day, at('2026-10-24T21:59:00Z'))).toBe('upcoming')
    expect(testPhase(day, at('2026-10-24T22:00:00Z'))).toBe('running')
    expect(testPhase(day, at('2026-10-25T22:59:00Z'))).toBe('running')
    expect(testPhase(day, at('2026-10-25T23:00:00Z'))).toBe('ended')
  })
})

describe('shopDay', () => {
  it('reads a stored instant as the calendar day in Brussels', () => {
    expect(shopDay('2026-12-01T12:00:00.000Z')).toBe('2026-12-01')
    expect(shopDay('2026-11-30T23:00:00.000Z')).toBe('2026-12-01')
    expect(shopDay('2026-06-30T22:30:00.000Z')).toBe('2026-07-01')
    expect(shopDay('2026-06-30T21:30:00.000Z')).toBe('2026-06-30')
  })
})

describe('placesLeft', () => {
  it('is the places minus the applications, never below zero', () => {
    expect(placesLeft(10, 0)).toBe(10)
    expect(placesLeft(10, 3)).toBe(7)
    expect(placesLeft(10, 10)).toBe(0)
    // The staff lowered the places after customers applied.
    expect(placesLeft(2, 5)).toBe(0)
  })
})

describe('applicationRefusal', () => {
  const test = { ...december, places: 2 }
  const running = at('2026-12-07T10:00:00Z')

  it('lets a customer apply to a running test with a place left', () => {
    expect(applicationRefusal(test, 1, false, running)).toBeNull()
  })

  it.each([
    [2, false, running, 'test-full'],
    [0, false, at('2026-11-20T10:00:00Z'), 'test-not-started'],
    [0, false, at('2026-12-20T10:00:00Z'), 'test-ended'],
    [1, true, running, 'already-applied'],
    // A customer who applied is told so, whatever has changed since.
    [2, true, at('2026-12-20T10:00:00Z'), 'already-applied'],
    // A test that has ended says so rather than that it is full.
    [2, false, at('2026-12-20T10:00:00Z'), 'test-ended'],
  ] as const)('%i taken, applied %s, at %s → %s', (taken, applied, now, problem) => {
    expect(applicationRefusal(test, taken, applied, now)).toBe(problem)
  })
})

describe('applicationProblems', () => {
  it('takes no motivation, or one of up to 2000 characters', () => {
    expect(applicationProblems({ motivation: '' })).toEqual({})
    expect(applicationProblems({ motivation: 'x'.repeat(MOTIVATION_MAX) })).toEqual({})
    expect(applicationProblems({ motivation: ` ${'x'.repeat(MOTIVATION_MAX)}\n` })).toEqual({})
  })

  it('refuses a longer one', () => {
    expect(applicationProblems({ motivation: 'x'.repeat(MOTIVATION_MAX + 1) })).toEqual({
      motivation: 'motivation-too-long',
    })
  })
})
