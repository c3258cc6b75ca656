import { NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'
import { legacyRedirect } from './routing/legacy-redirects'
import { oldScreenRedirect } from './routing/old-screens'
import { normalizePath, siteRules } from './routing/site-rules'
import { listViewPath } from './routing/list-views'
import { routablePath, wellFormedPath } from './routing/malformed-paths'
import { crossOriginPost } from './security/cross-origin-post'

const localize = createMiddleware(routing)

/**
 * Server actions posted from another site are refused first; then redirects (the old shop's
 * leftovers, then the editors' rules), then languages. The admin only passes through for the
 * first check.
 */
export default async function proxy(request: NextRequest) {
  if (crossOriginPost(request.method, request.headers))
    return new NextResponse('Forbidden', { status: 403 })
  const { pathname, origin } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return NextResponse.next()
  // An address Next.js cannot decode goes to its well-formed spelling, which is not found.
  const wellFormed = wellFormedPath(pathname)
  if (wellFormed)
    return NextResponse.redirect(new URL(wellFormed + request.nextUrl.search, request.url), 308)
  const legacy = legacyRedirect(pathname)
  if (legacy) return NextResponse.redirect(new URL(legacy, request.url), 301)
  const oldScreen = oldScreenRedirect(pathname)
  if (oldScreen) return NextResponse.redirect(new URL(oldScreen, request.url), 308)

  const rules = await siteRules(origin)
  const rule = rules.redirects.get(normalizePath(pathname))
  if (rule) return NextResponse.redirect(new URL(rule.to, request.url), rule.status)

  // An address that decodes once but not twice gets the shop's not-found page; a list with a
  // page, sort order, filters or tag in its query, or a common search, is served by its cached
  // view page.
  const view =
    routablePath(pathname) ??
    listViewPath(pathname, request.nextUrl.searchParams, rules.commonSearches)
  const viewRequest = view ? atPath(request, view) : null
  const response = viewRequest
    ? servedAt(localize(viewRequest), viewRequest.nextUrl)
    : localize(request)
  if (!rules.indexing) response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}

function atPath(request: NextRequest, pathname: string): NextRequest {
  // The query stays (Next.js's own `_rsc` parameter among it); the view page does not read it.
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return new NextRequest(url, request)
}

/**
 * Where the language middleware rewrote or redirected, it did so from the view's path. Where it
 * only let the request through (a path that is the same inside and out, as in English), the
 * request would reach the original path: it is rewritten to the view, keeping what the
 * middleware set (the language cookie, its request headers).
 */
function servedAt(response: NextResponse, url: URL): NextResponse {
  if (!response.headers.has('x-middleware-next')) return response
  const rewrite = NextResponse.rewrite(url)
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-next') rewrite.headers.append(key, value)
  })
  return rewrite
}

export const config = {
  // Everything but Payload (admin, REST API), Next.js internals and the site's static files.
  // And the admin's server functions, for the cross-site check.
  matcher: [
    '/((?!api|admin|_next|_vercel|payment/|favicon\\.ico|icon\\.svg|apple-icon\\.png|robots\\.txt|sitemap\\.xml).*)',
    { source: '/admin/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
}
