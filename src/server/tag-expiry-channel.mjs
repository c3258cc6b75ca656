// @ts-check
/**
 * The Redis channel on which shop servers tell each other that cache tags expired, so that every
 * one empties its own page cache (docs/adr/0011). Plain JavaScript: Next.js loads the cache
 * handler that publishes here as it is, without compiling it.
 */
export const tagExpiryChannel = 'storefront:cache-tags-expired'

/**
 * @param {{ publish(channel: string, message: string): Promise<unknown> }} client
 * @param {string[]} tags
 */
export async function publishTagExpiry(client, tags) {
  await client.publish(tagExpiryChannel, JSON.stringify(tags))
}
