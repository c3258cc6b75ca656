'use client'

import { useRouter } from 'next/navigation'
import { createContext, useContext } from 'react'

/**
 * How a cart form shows what its change did: the cart screen reads the cart again
 * (src/components/cart/cart-screen.tsx); elsewhere the page is rendered again.
 */
export const CartRefresh = createContext<(() => void) | null>(null)

export function useCartRefresh(): () => void {
  const router = useRouter()
  const screen = useContext(CartRefresh)
  return screen ?? (() => router.refresh())
}
