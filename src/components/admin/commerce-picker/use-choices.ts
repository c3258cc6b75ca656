'use client'

import { useEffect, useRef, useState } from 'react'

import type { Choice, ChoiceKind } from '@/content/commerce-choices'

import { askChoices } from './choices-api'

const SEARCH_DELAY_MS = 250
const MIN_SEARCH = 2

/** The names of the chosen ids, asked as they come; `gone` holds the ids the shop no longer shows. */
export function useChoiceNames(api: string, kind: ChoiceKind, chosen: readonly number[]) {
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map())
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set())
  const asking = useRef(new Set<number>())
  const missingKey = chosen.filter((id) => !names.has(id) && !gone.has(id)).join(',')

  useEffect(() => {
    const ids = missingKey
      .split(',')
      .filter(Boolean)
      .map(Number)
      .filter((id) => !asking.current.has(id))
    if (ids.length === 0) return
    for (const id of ids) asking.current.add(id)
    void askChoices(api, kind, { ids }).then((found) => {
      for (const id of ids) asking.current.delete(id)
      // Unanswered ids stay missing: the next change of the choice asks for them again.
      if (!found) return
      setNames((current) => new Map([...current, ...found.map((c) => [c.id, c.name] as const)]))
      const named = new Set(found.map((choice) => choice.id))
      setGone((current) => new Set([...current, ...ids.filter((id) => !named.has(id))]))
    })
  }, [api, kind, missingKey])

  /** A name the editor just picked from the search, so it needs no asking. */
  const remember = (choice: Choice) =>
    setNames((current) => new Map(current).set(choice.id, choice.name))

  return { names, gone, remember }
}

export type Search =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'failed' }
  | { state: 'found'; choices: Choice[] }

/** What the editor types, searched a moment after they stop typing; only the latest answer counts. */
export function useChoiceSearch(api: string, kind: ChoiceKind, text: string): Search {
  const [answer, setAnswer] = useState<{ term: string; search: Search } | null>(null)
  const term = text.trim()
  const wanted = term.length >= MIN_SEARCH

  useEffect(() => {
    if (!wanted) return
    let current = true
    const timer = setTimeout(() => {
      void askChoices(api, kind, { q: term }).then((choices) => {
        if (current)
          setAnswer({ term, search: choices ? { state: 'found', choices } : { state: 'failed' } })
      })
    }, SEARCH_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [api, kind, term, wanted])

  if (!wanted) return { state: 'idle' }
  return answer?.term === term ? answer.search : { state: 'searching' }
}
