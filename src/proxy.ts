import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'
import { legacyRedirect } from './routing/legacy-redirects'
import { normalizePath, siteRules } from './routing/site-rules'

const localize = createMiddleware(routing)

/** Redirects first (the old shop's leftovers, then the editors' rules), then languages. */
export default async function proxy(request: NextRequest) {
  const { pathname, origin } = request.nextUrl
  const legacy = legacyRedirect(pathname)
  if (legacy) return NextResponse.redirect(new URL(legacy, request.url), 301)

  const rules = await siteRules(origin)
  const rule = rules.redirects.get(normalizePath(pathname))
  if (rule) return NextResponse.redirect(new URL(rule.to, request.url), rule.status)

  const response = localize(request)
  if (!rules.indexing) response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}

export const config = {
  // Everything but Payload (admin, REST API), Next.js internals and the site's static files.
  matcher: ['/((?!api|admin|_next|_vercel|payment/|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
}
