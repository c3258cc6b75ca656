'use client'

import { useEffect, useState } from 'react'

export const HIDE_AFTER_PX = 200

/**
 * How far the visitor must scroll against the last direction before the bar turns. More than
 * the bar's own height: folding the bar away shortens the page, and at its end the browser then
 * moves the page up by that much, which must not count as scrolling up (the bar would fold out,
 * in, out, … for ever).
 */
export const TURN_AFTER_PX = 64

export type ScrollState = { hidden: boolean; turn: number }

/** The bar's next state at scroll position `y`; `turn` is the farthest point since it turned. */
export function nextScrollState(state: ScrollState, y: number, threshold: number): ScrollState {
  if (state.hidden) {
    if (state.turn - y > TURN_AFTER_PX || y <= 0) return { hidden: false, turn: y }
    return { hidden: true, turn: Math.max(state.turn, y) }
  }
  if (y > threshold && y - state.turn > TURN_AFTER_PX) return { hidden: true, turn: y }
  return { hidden: false, turn: Math.min(state.turn, y) }
}

/** True once the visitor scrolls down past the threshold; false again when they scroll back up. */
export function useHideOnScroll(threshold = HIDE_AFTER_PX): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    let state: ScrollState = { hidden: false, turn: window.scrollY }
    const onScroll = () => {
      state = nextScrollState(state, window.scrollY, threshold)
      setHidden(state.hidden)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [threshold])
  return hidden
}
