'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { createVisitorStore, type Visitor } from './visitor-store'

export type { Visitor } from './visitor-store'

const VISITOR_PATH = '/api/storefront/visitor'

const askServer = async (): Promise<Visitor> => {
  const response = await fetch(VISITOR_PATH, { cache: 'no-store' })
  if (!response.ok) throw new Error(`Visitor answered ${response.status}`)
  return response.json()
}

// One store for the page, in the browser only: pages are the same for everybody, so the visitor
// is asked for after the page loads, again when the visitor comes back to it, and after changes.
const store = createVisitorStore(askServer)

let watchingFocus = false
function watchFocus() {
  if (watchingFocus) return
  watchingFocus = true
  const refocus = () => {
    if (document.visibilityState === 'visible') store.refocus()
  }
  window.addEventListener('focus', refocus)
  document.addEventListener('visibilitychange', refocus)
  window.addEventListener('online', () => void store.refresh())
}

/** This visitor, shared by every header island; undefined until it arrives. */
export function useVisitor(): Visitor | undefined {
  useEffect(watchFocus, [])
  return useSyncExternalStore(store.subscribe, store.get, () => undefined)
}

/**
 * Tells every island the cart's new count, then checks with the server; without a count (after
 * signing in or out, or new details) it only checks.
 */
export const announceCartCount = (itemCount?: number): Promise<void> => store.announce(itemCount)
