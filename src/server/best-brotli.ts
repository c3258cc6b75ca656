import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants } from 'node:zlib'

import { acceptsBrotli } from './accepts-brotli'
import { chunkBytes, isSharedCacheHit, type PageCache } from './page-cache'
import { brotliBest } from './precompress'

const compress = promisify(brotliCompress)

/** What the streaming compression uses (main.ts): a few milliseconds for a large page. */
export const brotliStreaming = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }

function withVaryOnEncoding(headers: OutgoingHttpHeaders['vary']): string {
  const vary = [headers ?? []].flat().join(', ')
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) return vary
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
}

/**
 * Brotli at its best quality for pages Next.js serves from its cache (docs/adr/0041). Other
 * answers are compressed as they stream, at a quality that costs a few milliseconds (main.ts);
 * a cached page is the same bytes again and again, so the 100-odd ms of the best quality are
 * worth spending once per content: the home page goes from 14.7 to 12.9 kB, inside what a new
 * connection carries in its first round trip. Compressions run one at a time on Node.js's thread
 * pool, never on the event loop, and are kept by a hash of the page's content: until a content's
 * best bytes are ready its page is sent at the streaming quality.
 */
export class BestBrotli {
  private readonly pending = new Set<string>()
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly results: PageCache,
    private readonly maxPending = 32,
  ) {}

  /**
   * Holds back the answer to `request` when it is a page from Next.js's cache and the browser
   * takes Brotli, and sends it compressed as above. Install it inside the streaming compression,
   * which then sees an answer already encoded and passes it on.
   */
  hold(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== 'GET' || !acceptsBrotli(request)) return
    const { writeHead, write, end } = response
    let held: Buffer[] | null = null
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const last = args[args.length - 1]
      if (last && typeof last === 'object' && !Array.isArray(last))
        for (const [name, value] of Object.entries(last as OutgoingHttpHeaders))
          if (value !== undefined) this.setHeader(name, value)
      this.statusCode = args[0] as number
      if (
        isSharedCacheHit(this.statusCode, this.getHeaders()) &&
        !this.getHeader('content-encoding')
      ) {
        held = []
        return this
      }
      return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args)
    } as ServerResponse['writeHead']
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!this.headersSent && !held) this.writeHead(this.statusCode)
      if (!held) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
      const buffer = chunkBytes(chunk, rest[0])
      if (buffer) held.push(buffer)
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
      if (done) process.nextTick(done)
      return true
    } as ServerResponse['write']
    const send = (content: Buffer) => {
      const body = this.bytesFor(content)
      response.setHeader('content-encoding', 'br')
      response.setHeader('content-length', body.length)
      response.setHeader('vary', withVaryOnEncoding(response.getHeader('vary') as string))
      ;(writeHead as (status: number) => ServerResponse).call(response, response.statusCode)
      return body
    }
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (!this.headersSent && !held) this.writeHead(this.statusCode)
      if (!held) return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
      const args = typeof chunk === 'function' ? [chunk, ...rest] : rest
      const buffer = typeof chunk === 'function' ? null : chunkBytes(chunk, rest[0])
      if (buffer) held.push(buffer)
      const done = args.find((arg) => typeof arg === 'function')
      const body = send(Buffer.concat(held))
      held = null
      return (end as (...args: unknown[]) => ServerResponse).call(
        this,
        body,
        ...(done ? [done] : []),
      )
    } as ServerResponse['end']
  }

  /** The best bytes known for `content`, else the streaming quality's while the best are made. */
  private bytesFor(content: Buffer): Buffer {
    const id = createHash('sha256').update(content).digest('base64url')
    const known = this.results.get(id)
    if (known) return known.body
    this.improve(id, content)
    return brotliCompressSync(content, brotliStreaming)
  }

  private improve(id: string, content: Buffer): void {
    if (this.pending.has(id) || this.pending.size >= this.maxPending) return
    this.pending.add(id)
    this.queue = this.queue.then(async () => {
      try {
        const body = await compress(content, brotliBest(content.length))
        this.results.set(id, { status: 200, headers: {}, body })
      } catch (error) {
        console.error('Could not compress a page:', error instanceof Error ? error.message : error)
      } finally {
        this.pending.delete(id)
      }
    })
  }

  /** Settles when every compression asked for so far has ended. */
  idle(): Promise<void> {
    return this.queue
  }
}
