import { WEBHOOK_BODY_LIMIT } from './capped-body'

const KB = 1024
const MB = 1024 * KB

/**
 * How large a request body the shop server lets through to Next.js (docs/adr/0025). A visitor
 * who is not signed in as staff gets what the address needs, from the first rule whose prefix
 * the path starts with: a payment id, a catalog change of 1 000 ids, a sign-in form, a storefront
 * form (a server action posts to the page it is on). Staff signed in to the admin upload pictures.
 */
export const ANONYMOUS_BODY_LIMITS: readonly { prefix: string; limit: number }[] = [
  { prefix: '/api/payments/mollie', limit: WEBHOOK_BODY_LIMIT },
  { prefix: '/api/storefront/catalog-changed', limit: 64 * KB },
  // Sign-in, recovery and sign-in links (next-auth, Payload's admins), and every other REST
  // write: none is open to visitors.
  { prefix: '/api/', limit: 16 * KB },
  { prefix: '/', limit: 128 * KB },
]

/** A picture straight from a camera, with room to spare; Payload reads it whole. */
export const STAFF_BODY_LIMIT = 32 * MB

/** The path as Next.js routes it: escapes decoded, repeated slashes as one, any case. */
function comparable(pathname: string): string {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // Left as it is: such an address reaches no route.
  }
  return path.replace(/\/{2,}/g, '/').toLowerCase()
}

/** The largest body a request to `pathname` may carry. */
export function bodyLimit(pathname: string, staff: boolean): number {
  if (staff) return STAFF_BODY_LIMIT
  const path = comparable(pathname)
  const rule = ANONYMOUS_BODY_LIMITS.find(
    ({ prefix }) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix),
  )
  return rule?.limit ?? 0
}
