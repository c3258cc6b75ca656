import { gzipSync } from 'node:zlib'

/**
 * The scripts a current browser runs for a page (`<script src>` without `noModule`), each
 * once, and their size after gzip: the JavaScript a visitor downloads before using the page.
 */
export async function firstLoadScripts(
  html: string,
  base: URL,
): Promise<{ count: number; gzipBytes: number }> {
  const sources = new Set<string>()
  for (const tag of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag[0])) continue
    const src = /\bsrc="([^"]+)"/i.exec(tag[0])?.[1]
    if (src) sources.add(new URL(src.replace(/&amp;/g, '&'), base).toString())
  }
  let gzipBytes = 0
  for (const source of sources) {
    const response = await fetch(source)
    if (!response.ok) throw new Error(`${source} answered ${response.status}`)
    gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
  }
  return { count: sources.size, gzipBytes }
}
