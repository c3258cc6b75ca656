'use client'

import useSWR, { mutate } from 'swr'

export const CART_KEY = '/api/storefront/cart'

type CartCount = { itemCount: number }

const fetchCount = async (url: string): Promise<CartCount> => {
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new Error(`Cart count answered ${response.status}`)
  return response.json()
}

/** The cart's item count, shared by every badge; refreshed on focus and after each change. */
export function useCartCount(initial: number): number {
  const { data } = useSWR(CART_KEY, fetchCount, {
    fallbackData: { itemCount: initial },
    revalidateOnMount: false,
    revalidateOnFocus: true,
  })
  return data?.itemCount ?? initial
}

/** Tells every badge the new count after a cart change, then checks it with the server. */
export const announceCartCount = (itemCount?: number) =>
  itemCount === undefined ? mutate(CART_KEY) : mutate(CART_KEY, { itemCount })
