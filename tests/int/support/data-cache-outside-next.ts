import type { cached as dataCache } from '@/cache/data-cache'

/**
 * `@/cache/data-cache` as a test file outside a Next.js server uses it in place of the real one
 * (Next.js's data cache needs the server): cached reads run straight through, and the tags they
 * would be cached under are noted in `readTags`. A file that uses it runs in the `int-isolated`
 * project.
 */
export const readTags = new Set<string>()

export const cached: typeof dataCache =
  (run, _key, { tags }) =>
  (...args) => {
    for (const tag of (typeof tags === 'function' ? tags(...args) : tags) ?? []) readTags.add(tag)
    return run(...args)
  }
