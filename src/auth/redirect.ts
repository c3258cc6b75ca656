/**
 * A path on this site to return to after signing in or out; anything that leads elsewhere is
 * refused. The value is read the way a browser reads it (as a URL relative to the site, tabs and
 * newlines dropped, backslashes taken as slashes), and only a result on the site's own origin is
 * kept, rebuilt from its path, query and hash.
 */
export function safeReturnPath(
  value: string | string[] | undefined | null,
  siteOrigin: string,
): string | null {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw) return null
  const site = new URL(siteOrigin)
  let parsed: URL
  try {
    parsed = new URL(raw, site)
  } catch {
    return null
  }
  if (parsed.origin !== site.origin) return null
  // "/.//evil.example" parses to the path "//evil.example", which a browser reads as another host.
  const pathname = parsed.pathname.replace(/^\/{2,}/, '/')
  return `${pathname}${parsed.search}${parsed.hash}`
}
