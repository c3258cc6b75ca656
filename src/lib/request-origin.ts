import 'server-only'

import { headers } from 'next/headers'

/** The site's public origin: NEXT_PUBLIC_SERVER_URL, or the one this request came to. */
export async function requestOrigin(): Promise<string> {
  if (process.env.NEXT_PUBLIC_SERVER_URL)
    return process.env.NEXT_PUBLIC_SERVER_URL.replace(/\/$/, '')
  const incoming = await headers()
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host') ?? 'localhost:3000'
  const protocol =
    incoming.get('x-forwarded-proto') ?? (host.startsWith('localhost') ? 'http' : 'https')
  return `${protocol}://${host}`
}
