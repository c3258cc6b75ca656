/**
 * Whether a POST to a page (a server action) comes from a page of another site. Next.js refuses
 * those itself, but answers 500; the proxy answers 403 first. Hosts are compared the way Next.js
 * does: the Origin header's host against the first X-Forwarded-Host, else Host. A POST without
 * an Origin is left to Next.js, which lets it through as a hand-made request.
 */
export function crossOriginPost(method: string, headers: Headers): boolean {
  const origin = headers.get('origin')
  if (method !== 'POST' || origin === null) return false
  const host = headers.get('x-forwarded-host')?.split(',')[0].trim() || headers.get('host')
  try {
    return origin === 'null' || new URL(origin).host !== host
  } catch {
    return true
  }
}
