/**
 * The visitor's address as the nearest proxy saw it: the last entry of X-Forwarded-For (Next.js
 * sets it from the connection when no proxy did). Behind a proxy that appends to the header, as
 * nginx and most load balancers do, the entries before the last are the visitor's own claims.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').at(-1)?.trim()
  return last || headers.get('x-real-ip')?.trim() || 'unknown'
}
