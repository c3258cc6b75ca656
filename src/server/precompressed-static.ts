import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import path from 'node:path'

import { acceptsBrotli } from './accepts-brotli'
import { precompressible } from './precompress'

const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/**
 * The Brotli copies under `dir`, by the address path below `/_next/static/` of the file each
 * one copies, with their sizes. Read once: build files do not change while the server runs.
 */
function brotliCopies(dir: string): Map<string, { file: string; size: number }> {
  const copies = new Map<string, { file: string; size: number }>()
  if (!existsSync(dir)) return copies
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.br')) continue
    const file = path.join(entry.parentPath, entry.name)
    const original = path.relative(dir, file).slice(0, -'.br'.length)
    if (!precompressible.test(original)) continue
    copies.set(original.split(path.sep).join('/'), { file, size: statSync(file).size })
  }
  return copies
}

/**
 * Sends the build's scripts and stylesheets from the Brotli copies written at build time
 * (docs/adr/0012) to browsers that accept Brotli. Returns false, having sent nothing, for any
 * other request: Next.js then serves it (compressed on the fly). Only files that were there when
 * the server started are sent, so no address reaches the file system.
 */
export function precompressedStatic(staticDir: string, headers: OutgoingHttpHeaders) {
  const copies = brotliCopies(path.resolve(staticDir))

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method, url } = request
    if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/_next/static/')) return false
    let name: string
    try {
      name = decodeURIComponent(url.slice('/_next/static/'.length).split(/[?#]/)[0])
    } catch {
      return false
    }
    const copy = copies.get(name)
    if (!copy) return false
    if (!acceptsBrotli(request)) return false

    response.writeHead(200, {
      ...headers,
      'content-type': contentTypes[path.extname(name)],
      'content-encoding': 'br',
      'content-length': copy.size,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    })
    if (method === 'HEAD') response.end()
    else
      createReadStream(copy.file)
        // The headers are gone: a file that cannot be read (replaced by a new build) ends the
        // connection, so the browser sees a failed download rather than a short script.
        .on('error', () => response.destroy())
        .pipe(response)
    return true
  }
}
