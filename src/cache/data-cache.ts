import { unstable_cache } from 'next/cache'
import { cache } from 'react'

type Options = {
  /** Tags that end the entry when they expire (src/cache/tags.ts). */
  tags?: string[]
  /** Seconds the entry lives at most (src/cache/lifetimes.ts). */
  lifetime: number
}

/**
 * `run` behind Next.js's data cache: its answer is kept per `key` and arguments until one of its
 * tags expires or its lifetime ends, and within one page render it is read from that cache (Redis
 * in production) once, however many parts of the page ask. The one place that names Next.js's
 * caching API; what a move to `'use cache'` would take is in docs/adr/0029.
 */
export const cached = <A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  key: string[],
  { tags, lifetime }: Options,
): ((...args: A) => Promise<R>) => cache(unstable_cache(run, key, { tags, revalidate: lifetime }))
