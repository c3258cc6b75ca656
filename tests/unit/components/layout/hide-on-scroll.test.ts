import { describe, expect, it } from 'vitest'

import { nextScrollState, type ScrollState } from '@/components/layout/use-hide-on-scroll'

/** The bar's state after scrolling through these positions, starting at the top. */
const after = (positions: number[]) =>
  positions.reduce<ScrollState>((state, y) => nextScrollState(state, y, 200), {
    hidden: false,
    turn: 0,
  }).hidden

describe('the top bar while scrolling', () => {
  it('stays until the visitor has scrolled down past 200 px', () => {
    expect(after([50, 150])).toBe(false)
    expect(after([150, 450])).toBe(true)
  })

  it('returns when the visitor scrolls back up, and at the top', () => {
    expect(after([450, 350])).toBe(false)
    expect(after([450, 420])).toBe(true)
    expect(after([450, 0])).toBe(false)
  })

  it('does not turn when folding it away moves a short page up by its height', () => {
    // At the end of the page: hidden at 260, the browser then moves the page up by 48 px.
    expect(after([260, 212])).toBe(true)
    expect(after([260, 212, 260, 212])).toBe(true)
  })
})
