import { createClient } from '@redis/client'

import { tagExpiryChannel } from './tag-expiry-channel.mjs'

export type TagExpiryListener = { subscribed: Promise<void>; close: () => Promise<void> }

/**
 * Empties this server's page cache whenever any instance announces expired cache tags on Redis
 * (src/server/next-cache-handler.mjs publishes them), and once more after each reconnection, as
 * announcements made while disconnected are lost. Redis being down does not stop the server:
 * the client keeps reconnecting and `subscribed` settles once it is listening.
 */
export function forgetPagesOnTagExpiry(redisUrl: string, forget: () => void): TagExpiryListener {
  const subscriber = createClient({ url: redisUrl })
  let reported = false
  subscriber.on('error', (error: Error) => {
    if (!reported) console.error(`Page cache: Redis unreachable (${error.message})`)
    reported = true
  })
  subscriber.on('ready', () => {
    reported = false
    forget()
  })
  const subscribed = subscriber
    .connect()
    .then(() => subscriber.subscribe(tagExpiryChannel, () => forget()))
  subscribed.catch(() => {})
  return {
    subscribed,
    close: async () => {
      if (subscriber.isOpen) await subscriber.close().catch(() => subscriber.destroy())
    },
  }
}
