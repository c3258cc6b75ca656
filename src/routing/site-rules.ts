export type RedirectRule = { to: string; status: 301 | 302 }
type SiteRules = { redirects: Map<string, RedirectRule>; indexing: boolean }

const REFRESH_MS = 10_000
let cached: { at: number; rules: SiteRules } = {
  at: 0,
  rules: { redirects: new Map(), indexing: false },
}

export const normalizePath = (path: string) => {
  try {
    return decodeURIComponent(path).normalize('NFC').replace(/\/$/, '') || '/'
  } catch {
    return path
  }
}

async function readJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { cache: 'no-store' })
  return response.ok ? ((await response.json()) as T) : null
}

/**
 * What the proxy needs from the admin (redirect rules, whether search engines may index),
 * read through the site's own REST API and kept for ten seconds so that the database is not
 * queried on every request. A failed read keeps the last known rules.
 */
export async function siteRules(origin: string): Promise<SiteRules> {
  if (Date.now() - cached.at < REFRESH_MS) return cached.rules
  cached = { ...cached, at: Date.now() }
  try {
    const [redirects, settings] = await Promise.all([
      readJson<{ docs: Array<{ from: string; to: string; status: string }> }>(
        `${origin}/api/redirects?limit=0&depth=0`,
      ),
      readJson<{ indexing?: boolean }>(`${origin}/api/globals/shop-settings?depth=0`),
    ])
    cached.rules = {
      redirects: redirects
        ? new Map(
            redirects.docs.map((doc) => [
              normalizePath(doc.from),
              { to: doc.to, status: doc.status === '302' ? 302 : 301 },
            ]),
          )
        : cached.rules.redirects,
      indexing: settings ? settings.indexing === true : cached.rules.indexing,
    }
  } catch {
    // The rules stay as they were; the next refresh tries again.
  }
  return cached.rules
}
