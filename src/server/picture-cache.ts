import type { IncomingMessage, ServerResponse } from 'node:http'

import { PageCache, recordResponse, sendStored } from './page-cache'

/**
 * The shop server's memory of Next.js's optimized pictures (`/_next/image`, docs/adr/0040).
 * Next.js keeps them on disk only when it may write its page cache there, which it may not
 * (docs/adr/0039), and in a cache handler such as Redis only with `images.customCacheHandler`:
 * without this, every request for a picture had it resized and encoded again, about 40 ms.
 */

/**
 * The key of a request for an optimized picture, or null for any other request. The optimizer
 * answers WebP to browsers that accept it and the original format to the others.
 */
export function pictureCacheKey(request: IncomingMessage): string | null {
  const { method, url, headers } = request
  if (method !== 'GET' || !url?.startsWith('/_next/image?')) return null
  const webp = /\bimage\/webp\b/.test(headers.accept ?? '')
  return [headers.host ?? '', url, webp ? 'webp' : ''].join('\n')
}

/**
 * A picture every visitor may get: a 200 the optimizer let shared caches keep. One the server
 * compressed (a format passed on as it came, such as BMP) is left out: the key has no encoding.
 */
function isSharedPicture(status: number, headers: Record<string, unknown>): boolean {
  const cacheControl = String(headers['cache-control'] ?? '')
  return (
    status === 200 &&
    String(headers['content-type'] ?? '').startsWith('image/') &&
    /\bpublic\b/.test(cacheControl) &&
    headers['set-cookie'] === undefined &&
    headers['content-encoding'] === undefined
  )
}

/** Answers optimized pictures from `cache` where it can, and keeps those `handle` serves. */
export function withPictureCache(
  cache: PageCache,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
) {
  return (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const key = pictureCacheKey(request)
    if (key === null) return handle(request, response)
    const stored = cache.get(key)
    if (stored) {
      sendStored(request, response, stored)
      return Promise.resolve()
    }
    recordResponse(response, (picture) => {
      if (!isSharedPicture(picture.status, picture.headers)) return
      // Next.js's word for its own cache, which this answer did not come from.
      delete picture.headers['x-nextjs-cache']
      cache.set(key, picture)
    })
    return handle(request, response)
  }
}
