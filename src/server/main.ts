/**
 * The production server: Next.js behind the shop's page cache (docs/adr/0011), with Brotli for
 * browsers that accept it (docs/adr/0012) and limits on request bodies (docs/adr/0025). `npm start`
 * runs it once the database is ready; it listens on PORT like `next start`.
 */
import compression from 'compression'
import next from 'next'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'

import { inMilliseconds, lifetimes } from '../cache/lifetimes'
import { trustedProxyHops } from '../security/client-address'
import { BestBrotli, brotliStreaming } from './best-brotli'
import { capRequestBodies } from './body-cap'
import { withClientAddress } from './client-address'
import { configuredHeaders } from './configured-headers'
import { forgetRenderedPages } from './forget-rendered-pages'
import { drainOnStop } from './graceful-shutdown'
import { refuseMalformedAddresses } from './malformed-address'
import { PageCache, registerPageCache, withPageCache } from './page-cache'
import { withPictureCache } from './picture-cache'
import { precompressedStatic } from './precompressed-static'
import { forgetPagesOnTagExpiry } from './shared-page-cache-expiry'

const port = Number(process.env.PORT || 3000)
// Requests under way get this long to finish when the server is told to stop (a container's stop
// timeout should be longer: `stop_grace_period` in docker-compose.yml).
const SHUTDOWN_GRACE_MS = 25_000

const pages = new PageCache({
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 2 * 1024 * 1024,
  lifetimeMs: inMilliseconds(lifetimes.shopServerPages),
})
registerPageCache(pages)

// The best-compressed bytes of pages, by content: kept as long as Next.js keeps a page.
const bestBrotli = new BestBrotli(
  new PageCache({
    maxBytes: 16 * 1024 * 1024,
    maxEntryBytes: 2 * 1024 * 1024,
    lifetimeMs: inMilliseconds(lifetimes.route),
  }),
)

const pictures = new PageCache({
  maxBytes: 32 * 1024 * 1024,
  maxEntryBytes: 2 * 1024 * 1024,
  lifetimeMs: inMilliseconds(lifetimes.optimizedPictures),
})

// With more than one instance, a tag that expires on any of them empties every page cache.
const tagExpiry = process.env.REDIS_URL
  ? forgetPagesOnTagExpiry(process.env.REDIS_URL, () => pages.clear())
  : null

// Pages are compressed as they stream: quality 5 takes about 3 ms for a 220 kB page and makes it
// about a third smaller than gzip. Pages from Next.js's cache get the best quality once per
// content instead (BestBrotli). The page cache then keeps the compressed bytes.
// Its types name Express's request and response; it uses only what Node.js's own have.
const compress = compression({ brotli: brotliStreaming }) as unknown as (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void

const build = path.join(process.cwd(), '.next')
const staticFiles = precompressedStatic(
  path.join(build, 'static'),
  configuredHeaders(build, '/_next/static/chunks/main.js'),
)

async function main() {
  const hops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS)
  if (!process.env.REDIS_URL) forgetRenderedPages(build)
  const app = next({ dev: false, hostname: 'localhost', port })
  await app.prepare()
  const handle = app.getRequestHandler()
  const serve = (request: IncomingMessage, response: ServerResponse) =>
    staticFiles(request, response)
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) =>
          compress(request, response, () => {
            bestBrotli.hold(request, response)
            handle(request, response).then(resolve, reject)
          }),
        )
  const capped = capRequestBodies(withPageCache(pages, withPictureCache(pictures, serve)), {
    secret: process.env.PAYLOAD_SECRET,
    pageHeaders: configuredHeaders(build, '/'),
    answersContinue: true,
  })
  const drain = drainOnStop(
    withClientAddress(hops, refuseMalformedAddresses(capped)),
    SHUTDOWN_GRACE_MS,
  )
  const server = createServer(drain.listener)
  // A client that asks before sending its body is told to go on only when the body fits.
  server.on('checkContinue', drain.listener)
  server.listen(port, () => console.log(`Shop server ready on port ${port}`))
  let stopping = false
  const stop = async () => {
    // The signal may come twice: from the terminal or process group, and from `npm start`.
    if (stopping) return
    stopping = true
    console.log('Stopping: finishing the requests under way.')
    await drain.stop(server)
    await app.close().catch((error) => console.error('Could not close Next.js:', error))
    await tagExpiry?.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
