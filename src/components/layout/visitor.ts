'use client'

import useSWR, { mutate } from 'swr'

export const VISITOR_KEY = '/api/storefront/visitor'

/** The per-visitor part of the header: the cart badge's number and who is signed in. */
export type Visitor = {
  itemCount: number
  customer: { firstName: string; lastName: string } | null
}

const fetchVisitor = async (url: string): Promise<Visitor> => {
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new Error(`Visitor answered ${response.status}`)
  return response.json()
}

/**
 * This visitor, shared by every header island; undefined until it arrives. Pages are the same
 * for everybody, so it is asked for after the page loads, and again on focus and after changes.
 */
export function useVisitor(): Visitor | undefined {
  const { data } = useSWR(VISITOR_KEY, fetchVisitor, { revalidateOnFocus: true })
  return data
}

/**
 * Tells every island the cart's new count, then checks with the server; without a count (after
 * signing in or out) it only checks.
 */
export const announceCartCount = (itemCount?: number) =>
  itemCount === undefined
    ? mutate(VISITOR_KEY)
    : mutate(
        VISITOR_KEY,
        (current?: Visitor) => ({ customer: current?.customer ?? null, itemCount }),
        { revalidate: true },
      )
