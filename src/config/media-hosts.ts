import type { RemotePattern } from 'next/dist/shared/lib/image-config'

/**
 * The image optimizer's allowance for pictures on another host: MEDIA_URL (e.g. a CDN or bucket
 * address such as `https://media.example.be/shop`) and everything under it. Read when the app is
 * built, like the rest of the image configuration.
 */
export function mediaRemotePatterns(mediaUrl = process.env.MEDIA_URL): RemotePattern[] {
  if (!mediaUrl) return []
  const url = new URL(mediaUrl)
  return [
    {
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      hostname: url.hostname,
      port: url.port,
      pathname: `${url.pathname.replace(/\/$/, '')}/**`,
    },
  ]
}

/**
 * Whether the image optimizer may fetch from this machine: only when MEDIA_URL itself names a
 * loopback host (a nopCommerce or bucket run locally, as in development and the tests). The
 * optimizer refuses local addresses otherwise, so that a picture address cannot reach them.
 */
export function mediaOnThisMachine(mediaUrl = process.env.MEDIA_URL): boolean {
  if (!mediaUrl) return false
  const { hostname } = new URL(mediaUrl)
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}
