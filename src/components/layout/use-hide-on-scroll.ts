'use client'

import { useEffect, useState } from 'react'

export const HIDE_AFTER_PX = 200

/** True while the visitor scrolls down past the threshold; false again as soon as they scroll up. */
export function useHideOnScroll(threshold = HIDE_AFTER_PX): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      setHidden(y > threshold && y > last)
      last = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [threshold])
  return hidden
}
