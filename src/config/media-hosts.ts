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
