'use client'

import type { ReactNode } from 'react'

import { useHideOnScroll } from './use-hide-on-scroll'

/** The desktop header's top bar, out of the way while the visitor scrolls down the page. */
export function TopBar({ children }: { children: ReactNode }) {
  const hidden = useHideOnScroll()
  return (
    <div
      data-testid="top-bar"
      data-hidden={hidden}
      aria-hidden={hidden}
      inert={hidden}
      className={`overflow-hidden bg-brand-dark text-sm text-white transition-all duration-200 ${hidden ? 'max-h-0' : 'max-h-12'}`}
    >
      {children}
    </div>
  )
}
