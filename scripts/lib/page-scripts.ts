import { gzipSync } from 'node:zlib'

/** The scripts a current browser runs for a page: `<script src>` without `noModule`, each once. */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>()
  for (const tag of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag[0])) continue
    const src = /\bsrc="([^"]+)"/i.exec(tag[0])?.[1]
    if (src) sources.add(src.replace(/&amp;/g, '&'))
  }
  return [...sources]
}

/** A script's size after gzip, as the benchmark counts it. */
export const gzipSize = (script: Uint8Array): number => gzipSync(script, { level: 9 }).length

/**
 * The page's first-load scripts, fetched from `base`, and their size after gzip: the JavaScript
 * a visitor downloads before using the page.
 */
export async function firstLoadScripts(
  html: string,
  base: URL,
): Promise<{ count: number; gzipBytes: number }> {
  const sources = scriptSources(html)
  let gzipBytes = 0
  for (const source of sources) {
    const url = new URL(source, base)
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    gzipBytes += gzipSize(Buffer.from(await response.arrayBuffer()))
  }
  return { count: sources.length, gzipBytes }
}
