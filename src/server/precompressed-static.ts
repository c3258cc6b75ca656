import Negotiator from 'negotiator'
import { createReadStream, statSync } from 'node:fs'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import path from 'node:path'

import { precompressible } from './precompress'

const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/**
 * Sends the build's scripts and stylesheets from the Brotli copies written at build time
 * (docs/adr/0012) to browsers that accept Brotli. Returns false, having sent nothing, for any
 * other request: Next.js then serves it (compressed on the fly).
 */
export function precompressedStatic(staticDir: string, headers: OutgoingHttpHeaders) {
  const root = path.resolve(staticDir)
  // Build files never change while the server runs: a file's Brotli size is looked up once.
  const sizes = new Map<string, number | null>()
  const brotliSize = (file: string) => {
    if (!sizes.has(file)) {
      const stats = statSync(`${file}.br`, { throwIfNoEntry: false })
      sizes.set(file, stats?.isFile() ? stats.size : null)
    }
    return sizes.get(file)!
  }

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const { method, url } = request
    if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/_next/static/')) return false
    const pathname = url.slice('/_next/static/'.length).split(/[?#]/)[0]
    if (!precompressible.test(pathname)) return false
    let relative: string
    try {
      relative = decodeURIComponent(pathname)
    } catch {
      return false
    }
    const file = path.resolve(root, relative)
    if (!file.startsWith(root + path.sep)) return false
    if (!new Negotiator(request).encodings(['br']).includes('br')) return false
    const size = brotliSize(file)
    if (size === null) return false

    response.writeHead(200, {
      ...headers,
      'content-type': contentTypes[path.extname(file)],
      'content-encoding': 'br',
      'content-length': size,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    })
    if (method === 'HEAD') response.end()
    else createReadStream(`${file}.br`).pipe(response)
    return true
  }
}
