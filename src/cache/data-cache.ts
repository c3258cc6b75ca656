import { unstable_cache } from 'next/cache'
import { cache } from 'react'

type Options<A extends unknown[]> = {
  /**
   * Tags that end the entry when they expire (src/cache/tags.ts); a function when they depend on
   * the arguments (a product's own tag).
   */
  tags?: string[] | ((...args: A) => string[])
  /** Seconds the entry lives at most (src/cache/lifetimes.ts). */
  lifetime: number
}

/**
 * `run` behind Next.js's data cache: its answer is kept per `key` and arguments until one of its
 * tags expires or its lifetime ends, and within one page render it is read from that cache (Redis
 * in production) once, however many parts of the page ask. Made once per reader, at module level.
 * The one place that names Next.js's caching API; what a move to `'use cache'` would take is in
 * docs/adr/0029.
 */
export function cached<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  key: string[],
  { tags, lifetime }: Options<A>,
): (...args: A) => Promise<R> {
  if (typeof tags !== 'function')
    return cache(unstable_cache(run, key, { tags, revalidate: lifetime }))
  return cache((...args: A) =>
    unstable_cache(run, key, { tags: tags(...args), revalidate: lifetime })(...args),
  )
}
