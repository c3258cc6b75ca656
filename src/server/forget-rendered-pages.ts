import { rmSync } from 'node:fs'
import path from 'node:path'

/**
 * Next.js's own file cache of rendered pages and cached reads (`.next/server/route-cache`,
 * `.next/cache/fetch-cache`) outlives the process, but which of its tags expired lives in that
 * process's memory: after a restart an entry made before a change was served as fresh. Without a
 * shared cache (REDIS_URL) the shop therefore starts with an empty one; pages are made again on
 * their first request (docs/adr/0035). Since docs/adr/0039 the shop writes no such files: what
 * is emptied is what an earlier release left.
 */
export function forgetRenderedPages(build: string): void {
  for (const dir of [
    path.join(build, 'server', 'route-cache'),
    path.join(build, 'cache', 'fetch-cache'),
  ])
    rmSync(dir, { recursive: true, force: true })
}
