import { bareVisitorPath } from './bench-bare-next'
import { fetchRaw, type Headers } from './bench-http'
import { load, type Measure, type Request } from './bench-load'
import type { Shopper } from './bench-shoppers'

/**
 * A page only its visitor sees, in Dutch (src/i18n/pathnames.ts): whose session opens it, the
 * status it answers and a text that shows it is the page meant (not a redirect's target).
 */
export type VisitorPage = {
  name: string
  path: string
  who: 'guest' | 'customer'
  status: number
  shows: string
}

export const visitorPages: VisitorPage[] = [
  // The cart page is the same for everybody (served from cache); the shopper's cart is its read.
  {
    name: 'cart page (shared)',
    path: '/winkelmand',
    who: 'guest',
    status: 200,
    shows: 'Je winkelmand wordt geladen',
  },
  {
    name: 'cart read',
    path: '/api/storefront/cart?locale=nl',
    who: 'guest',
    status: 200,
    shows: '"deliveryDate":"2',
  },
  // Checkout and the account home are the same for everybody too; the shopper's part is their read.
  {
    name: 'checkout page (shared)',
    path: '/checkout',
    who: 'guest',
    status: 200,
    shows: 'Je bestelling wordt geladen',
  },
  {
    name: 'checkout details read',
    path: '/api/storefront/checkout?locale=nl&step=details',
    who: 'guest',
    status: 200,
    shows: '"step":"details"',
  },
  {
    name: 'checkout confirm read',
    path: '/api/storefront/checkout?locale=nl',
    who: 'guest',
    status: 200,
    shows: '"step":"confirm"',
  },
  {
    name: 'account home page (shared)',
    path: '/account',
    who: 'customer',
    status: 200,
    shows: 'Je gegevens worden geladen',
  },
  {
    name: 'account home read',
    path: '/api/storefront/account?locale=nl',
    who: 'customer',
    status: 200,
    shows: '"firstName":"Bench"',
  },
  {
    name: 'account orders page (shared)',
    path: '/account/orders',
    who: 'customer',
    status: 200,
    shows: 'Je bestellingen worden geladen',
  },
  {
    name: 'account orders read',
    path: '/api/storefront/account/orders?locale=nl',
    who: 'customer',
    status: 200,
    shows: '"orders":[{',
  },
]

/**
 * Beside those pages, measured the same way: the not-found page for a guest with a cart (the
 * same for everybody and cached, docs/adr/0039) and Next.js's own cost of a dynamic request (the
 * liveness route, which reads nothing), the floor under every read.
 */
export const besideVisitorPages: VisitorPage[] = [
  { name: 'not found', path: '/bench-no-such-page', who: 'guest', status: 404, shows: '' },
  { name: '/api/health', path: '/api/health', who: 'guest', status: 200, shows: 'alive' },
]

/**
 * Next.js's own floor for a page rendered per visitor: the bare app's page (bench/bare-next), which
 * reads its visitor's cookie and nothing else, on a server of its own.
 */
export const bareVisitorPage: VisitorPage = {
  name: 'bare Next.js (per request)',
  path: bareVisitorPath,
  who: 'guest',
  status: 200,
  shows: 'Hello',
}

export type Sessions = { guests: Shopper[]; customers: Shopper[] }

/** A visitor of the bare page per guest (`visitor=<n>`), so it is loaded as the shop's pages are. */
export const bareSessions = (sessions: Sessions): Sessions => ({
  guests: sessions.guests.map((_, n) => ({ cookie: `visitor=${n}` })),
  customers: [],
})

const requestOf = (page: VisitorPage, shopper: Shopper, acceptEncoding: string): Request => ({
  path: page.path,
  headers: { cookie: shopper.cookie, 'accept-encoding': acceptEncoding } satisfies Headers,
})

/** Checks that each shopper gets the page meant, with the status meant. */
export async function checkVisitorPage(base: URL, page: VisitorPage, sessions: Sessions) {
  for (const shopper of page.who === 'guest' ? sessions.guests : sessions.customers) {
    const answer = await fetchRaw(new URL(page.path, base), { cookie: shopper.cookie })
    if (answer.status !== page.status || !answer.text.includes(page.shows))
      throw new Error(
        `${page.name} (${page.path}) answered ${answer.status}` +
          `${answer.headers.location ? ` to ${answer.headers.location}` : ''} without "${page.shows}"`,
      )
  }
}

/**
 * The page under load two ways: every shopper with a connection of their own (as many visitors
 * at once), and one shopper's session on all connections (one visitor's requests at once).
 */
export async function loadVisitorPage(
  base: URL,
  page: VisitorPage,
  sessions: Sessions,
  connections: number,
  seconds: number,
  acceptEncoding: string,
): Promise<{ own: Measure; one: Measure }> {
  const shoppers = page.who === 'guest' ? sessions.guests : sessions.customers
  const own = await load(
    shoppers.map((shopper) => ({
      origin: base.origin,
      connections: Math.max(1, Math.round(connections / shoppers.length)),
      requests: [requestOf(page, shopper, acceptEncoding)],
    })),
    { seconds },
    page.status,
  )
  const one = await load(
    [
      {
        origin: base.origin,
        connections,
        requests: [requestOf(page, shoppers[0], acceptEncoding)],
      },
    ],
    { seconds },
    page.status,
  )
  return { own, one }
}

/** Every shopper's requests for the per-visitor pages, for a mixed load. */
export const visitorRequests = (sessions: Sessions, n: number, acceptEncoding: string): Request[] =>
  visitorPages.map((page) => {
    const shoppers = page.who === 'guest' ? sessions.guests : sessions.customers
    return requestOf(page, shoppers[n % shoppers.length], acceptEncoding)
  })
