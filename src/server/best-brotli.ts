import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliDecompressSync } from 'node:zlib'

import type { PageCache, StoredPage } from './page-cache'
import { brotliBest } from './precompress'

const compress = promisify(brotliCompress)

type Page = Omit<StoredPage, 'at'>

const withBody = (page: Page, body: Buffer): Page => ({
  ...page,
  body,
  headers: { ...page.headers, 'content-length': body.length },
})

/**
 * Brotli at its best quality for the pages the shop server keeps (docs/adr/0041). Pages are
 * compressed as they stream, at a quality that costs a few milliseconds (main.ts); bytes sent
 * again and again are worth the 100-odd ms of the best one, once per content: the home page goes
 * from 14.7 to 12.9 kB, inside what a new connection carries in its first round trip.
 * Compressions run one at a time on Node.js's thread pool, never on the event loop; the results
 * are kept by a hash of the page's content, so a page rendered again with the same bytes is not
 * compressed again.
 */
export class BestBrotli {
  private readonly pending = new Set<string>()
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly results: PageCache,
    private readonly maxPending = 32,
  ) {}

  /**
   * `page` with the best-compressed bytes of its content when they are known. Otherwise `page`
   * as it is, and `ready` gets it with those bytes once they are (only when they are smaller).
   */
  smallest(page: Page, ready: (better: Page) => void): Page {
    if (page.headers['content-encoding'] !== 'br') return page
    let content: Buffer
    try {
      content = brotliDecompressSync(page.body)
    } catch {
      return page
    }
    const id = createHash('sha256').update(content).digest('base64url')
    const known = this.results.get(id)
    if (known) return known.body.length < page.body.length ? withBody(page, known.body) : page
    if (this.pending.has(id) || this.pending.size >= this.maxPending) return page
    this.pending.add(id)
    this.queue = this.queue.then(async () => {
      try {
        const body = await compress(content, brotliBest(content.length))
        this.results.set(id, { status: 200, headers: {}, body })
        if (body.length < page.body.length) ready(withBody(page, body))
      } catch (error) {
        console.error('Could not compress a page:', error instanceof Error ? error.message : error)
      } finally {
        this.pending.delete(id)
      }
    })
    return page
  }

  /** Settles when every compression asked for so far has ended. */
  idle(): Promise<void> {
    return this.queue
  }
}
