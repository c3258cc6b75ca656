import { unstable_cache } from 'next/cache'

type Options = {
  /** Tags that end the entry when they expire (src/cache/tags.ts). */
  tags?: string[]
  /** Seconds the entry lives at most (src/cache/lifetimes.ts). */
  lifetime: number
}

/**
 * `run` behind Next.js's data cache: its answer is kept per `key` and arguments until one of its
 * tags expires or its lifetime ends. The one place that names Next.js's caching API, so moving to
 * `'use cache'` later changes this file only (docs/adr/0029).
 */
export const cached = <A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  key: string[],
  { tags, lifetime }: Options,
): ((...args: A) => Promise<R>) => unstable_cache(run, key, { tags, revalidate: lifetime })
