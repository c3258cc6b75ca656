import type { Browser, Page as BrowserPage, Request as BrowserRequest } from 'playwright'

import { newVisitor } from './bench-browser'
import { type Answer, fetchOk, type Headers } from './bench-http'
import type { Request } from './bench-load'

/** A React Server Components request of a client-side navigation, as a browser sent it. */
export type Navigation = { name: string; request: Request; answer: Answer }

/**
 * The headers Next.js reads to answer a navigation or a prefetch. `_rsc` in the URL is a hash of
 * them that Next.js checks (a guessed one gets a redirect), so they are replayed unchanged.
 */
const replayed = [
  'rsc',
  'next-router-state-tree',
  'next-url',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'accept-language',
]

/** Where the navigations start and go, per language: link selectors on each page. */
const routes = [
  {
    locale: 'nl' as const,
    home: '/',
    category: 'a[href^="/vleessoorten/"]',
    product: 'main a[href^="/vlees/"]',
    content: 'a[href="/levering"]',
  },
  {
    locale: 'en' as const,
    home: '/en',
    category: 'a[href^="/en/meat-types/"]',
    product: 'main a[href^="/en/meat/"]',
    content: 'a[href="/en/delivery"]',
  },
]

/** What a request is: a prefetch of the route tree, of one segment, or the navigation itself. */
function kind(headers: Headers): string {
  const segment = headers['next-router-segment-prefetch']
  if (segment) return segment === '/_tree' ? 'tree' : `segment ${segment}`
  return headers['next-router-prefetch'] ? 'prefetch' : 'page'
}

/**
 * Clicks the first visible link matching `selector` and keeps the RSC requests the browser sends
 * for the page it opens (the navigation and its prefetches), until the network is quiet.
 */
async function follow(page: BrowserPage, selector: string): Promise<Request[]> {
  const link = page.locator(`${selector}:visible`).first()
  const href = await link.getAttribute('href')
  if (!href) throw new Error(`No link ${selector} on ${page.url()}`)
  const target = new URL(href, page.url()).pathname
  const seen: Promise<Request | null>[] = []
  const listener = (request: BrowserRequest) =>
    seen.push(
      request.allHeaders().then((headers) => {
        const url = new URL(request.url())
        if (!headers.rsc || url.pathname !== target) return null
        const kept = Object.fromEntries(
          replayed.filter((name) => headers[name]).map((name) => [name, headers[name]]),
        )
        return { path: url.pathname + url.search, headers: kept }
      }),
    )
  page.on('request', listener)
  await link.click()
  await page.waitForURL((url) => url.pathname === target)
  await page.waitForLoadState('networkidle')
  page.off('request', listener)
  return (await Promise.all(seen)).filter((request) => request !== null)
}

/**
 * Home → a category → a product → a content page, in Dutch and English, clicked in Chromium; each
 * RSC request replayed once to keep the shop's answer (which must be a 200).
 */
export async function captureNavigations(
  browser: Browser,
  base: URL,
  acceptEncoding: string,
): Promise<Navigation[]> {
  const navigations: Navigation[] = []
  for (const route of routes) {
    const context = await newVisitor(browser, base, route.locale)
    const page = await context.newPage()
    await page.goto(route.home)
    await page.waitForLoadState('networkidle')
    for (const [step, selector] of [
      ['home→category', route.category],
      ['category→product', route.product],
      ['product→content', route.content],
    ] as const) {
      const sent = await follow(page, selector)
      // Prefetches first, then the navigation, whichever the browser sent first.
      sent.sort((a, b) => Number(kind(a.headers) === 'page') - Number(kind(b.headers) === 'page'))
      if (sent.length === 0) throw new Error(`${step} ${route.locale}: no RSC request seen`)
      for (const request of sent) {
        request.headers['accept-encoding'] = acceptEncoding
        const answer = await fetchOk(new URL(request.path, base), request.headers)
        navigations.push({
          name: `${step} ${route.locale} ${kind(request.headers)}`,
          request,
          answer,
        })
      }
    }
    await context.close()
  }
  return navigations
}
