// @ts-check
/**
 * Next.js's data and page cache when REDIS_URL is set (next.config.ts): entries and tag expiries
 * live in Redis, shared by every instance, through @fortedigital/nextjs-cache-handler. Each tag
 * expiry is also published on Redis so that every shop server empties its own page cache.
 * While Redis cannot be reached, reads miss (pages are rendered) and writes are dropped.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { publishTagExpiry } from './tag-expiry-channel.mjs'

/** @type {Awaited<ReturnType<typeof connect>> | null} */
let redis = null

/** How long the first cache access waits for Redis before it goes on without it. */
const CONNECT_WAIT_MS = 2_000

/** @param {string} url */
async function connect(url) {
  const client = createClient({ url, pingInterval: 10_000 })
  let reported = false
  client.on('error', (/** @type {Error} */ error) => {
    // The client keeps reconnecting and reports each try: one line per outage is enough.
    if (!reported) console.error(`Shared cache: Redis unreachable (${error.message})`)
    reported = true
  })
  client.on('ready', () => (reported = false))
  // The client keeps trying in the background when Redis does not answer in time.
  const connected = client.connect().catch(() => {})
  await Promise.race([
    connected,
    new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
  ])
  return client
}

CacheHandler.onCreation(async ({ buildId }) => {
  const url = process.env.REDIS_URL
  // A build renders into its own output; only running servers share Redis.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD)
    return { handlers: [createLruHandler()] }
  const client = await connect(url)
  redis = client
  // Entries are kept per build: a new release never reads pages the previous one rendered.
  const keyPrefix = `storefront:${buildId?.trim() || 'unbuilt'}:`
  return { handlers: [createRedisHandler({ client, keyPrefix })] }
})

export default class SharedCacheHandler extends CacheHandler {
  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await super.revalidateTag(tags)
    if (!redis?.isReady) return
    await publishTagExpiry(redis, [tags].flat()).catch((/** @type {Error} */ error) =>
      console.error(`Shared cache: could not announce expired tags (${error.message})`),
    )
  }
}
