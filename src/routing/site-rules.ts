import { inMilliseconds, lifetimes } from '@/cache/lifetimes'
import { commonSearchTerms } from '@/commerce/rules/search-terms'

export type RedirectRule = { to: string; status: 301 | 302 | 308 }
type SiteRules = {
  redirects: Map<string, RedirectRule>
  indexing: boolean
  /** The common searches of every language, normalized (`normalizedSearch`). */
  commonSearches: ReadonlySet<string>
}

/** The shop settings as read with `locale=all`: a localized field holds each language's value. */
type ShopSettings = {
  indexing?: boolean
  commonSearches?: Record<string, string | null | undefined> | string | null
}

const REFRESH_MS = inMilliseconds(lifetimes.siteRules)
let cached: { at: number; rules: SiteRules } = {
  at: 0,
  rules: { redirects: new Map(), indexing: false, commonSearches: new Set() },
}

export const normalizePath = (path: string) => {
  try {
    return decodeURIComponent(path).normalize('NFC').replace(/\/$/, '') || '/'
  } catch {
    return path
  }
}

const redirectStatus = (status: string): RedirectRule['status'] =>
  status === '302' ? 302 : status === '308' ? 308 : 301

async function readJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { cache: 'no-store' })
  return response.ok ? ((await response.json()) as T) : null
}

/** The common searches of every language in one set (one language's text, should it be one). */
function commonSearchesOf(settings: ShopSettings): Set<string> {
  const field = settings.commonSearches
  const texts = typeof field === 'string' ? [field] : Object.values(field ?? {})
  return new Set(texts.flatMap((text) => (typeof text === 'string' ? commonSearchTerms(text) : [])))
}

/**
 * What the proxy needs from the admin (redirect rules, whether search engines may index, which
 * searches are common enough to serve their results from cache), read through the site's own
 * REST API and kept for ten seconds so that the database is not queried on every request. A
 * failed read keeps the last known rules.
 */
export async function siteRules(origin: string): Promise<SiteRules> {
  if (Date.now() - cached.at < REFRESH_MS) return cached.rules
  cached = { ...cached, at: Date.now() }
  try {
    const [redirects, settings] = await Promise.all([
      readJson<{ docs: Array<{ from: string; to: string; status: string }> }>(
        `${origin}/api/redirects?limit=0&depth=0`,
      ),
      readJson<ShopSettings>(`${origin}/api/globals/shop-settings?depth=0&locale=all`),
    ])
    cached.rules = {
      redirects: redirects
        ? new Map(
            redirects.docs.map((doc) => [
              normalizePath(doc.from),
              { to: doc.to, status: redirectStatus(doc.status) },
            ]),
          )
        : cached.rules.redirects,
      indexing: settings ? settings.indexing === true : cached.rules.indexing,
      commonSearches: settings ? commonSearchesOf(settings) : cached.rules.commonSearches,
    }
  } catch {
    // The rules stay as they were; the next refresh tries again.
  }
  return cached.rules
}
