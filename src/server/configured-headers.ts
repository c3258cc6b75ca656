import { readFileSync } from 'node:fs'
import type { OutgoingHttpHeaders } from 'node:http'
import path from 'node:path'

type HeaderRule = { regex: string; headers: { key: string; value: string }[] }

/**
 * The headers `next.config.ts` gives an address (its `headers()` rules, as the build wrote them
 * into `routes-manifest.json`), for answers the shop server sends without Next.js: the same
 * rules, read where Next.js reads them, decided once at build time.
 */
export function configuredHeaders(distDir: string, pathname: string): OutgoingHttpHeaders {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'))
  const rules: HeaderRule[] = manifest.headers ?? []
  return Object.fromEntries(
    rules
      .filter((rule) => new RegExp(rule.regex).test(pathname))
      .flatMap((rule) => rule.headers.map(({ key, value }) => [key.toLowerCase(), value])),
  )
}
