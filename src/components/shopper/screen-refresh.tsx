'use client'

import { useRouter } from 'next/navigation'
import { createContext, useContext } from 'react'

/**
 * How a form shows what its change did: a screen that reads the shopper's own data after the page
 * (src/components/shopper/use-own-read.ts) reads it again; elsewhere the page is rendered again.
 */
export const ScreenRefresh = createContext<(() => void) | null>(null)

export function useScreenRefresh(): () => void {
  const router = useRouter()
  const screen = useContext(ScreenRefresh)
  return screen ?? (() => router.refresh())
}
