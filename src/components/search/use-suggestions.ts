'use client'

import { useEffect, useState } from 'react'

import type { ShownSuggestion } from '@/commerce/types'

const askServer = async (query: string, locale: string, signal: AbortSignal) => {
  const search = new URLSearchParams({ q: query, locale })
  const response = await fetch(`/api/storefront/suggest?${search}`, { signal })
  if (!response.ok) return []
  return (await response.json()).suggestions as ShownSuggestion[]
}

/**
 * The suggestions for a settled query. While the next ones are on their way the last ones stay,
 * so the list does not flicker; an answer to a query the visitor has left is dropped.
 */
export function useSuggestions(query: string, locale: string): ShownSuggestion[] {
  const [shown, setShown] = useState<ShownSuggestion[]>([])
  useEffect(() => {
    if (!query) return
    const asked = new AbortController()
    askServer(query, locale, asked.signal).then(setShown, () => undefined)
    return () => asked.abort()
  }, [query, locale])
  return shown
}
