// @ts-check
/**
 * A second shop instance's Next.js cache handler, in a process of its own:
 * `node cache-handler-process.mjs get <key> <tag>` prints the entry as JSON (or null);
 * `node cache-handler-process.mjs expire <tag>` expires a tag as Next.js does after a change.
 * REDIS_URL names the shared Redis.
 */
import os from 'node:os'
import path from 'node:path'

import SharedCacheHandler from '../../../src/server/next-cache-handler.mjs'

const [operation, ...rest] = process.argv.slice(2)
const handler = new SharedCacheHandler(
  /** @type {any} */ ({ serverDistDir: path.join(os.tmpdir(), 'no-build', 'server'), dev: false }),
)

if (operation === 'get') {
  const [key, tag] = rest
  const entry = await handler.get(
    key,
    /** @type {any} */ ({ kind: 'FETCH', tags: [tag], softTags: [] }),
  )
  console.log(JSON.stringify(entry?.value ?? null))
} else if (operation === 'expire') {
  await handler.revalidateTag(rest)
  console.log('expired')
} else {
  console.error(`Unknown operation ${operation}`)
  process.exit(2)
}
process.exit(0)
