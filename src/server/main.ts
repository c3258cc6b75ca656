/**
 * The production server: Next.js behind the shop's page cache (docs/adr/0011). `npm start` runs
 * it once the database is ready; it listens on PORT like `next start`.
 */
import next from 'next'
import { createServer } from 'node:http'

import { PageCache, registerPageCache, withPageCache } from './page-cache'

const port = Number(process.env.PORT || 3000)

const pages = new PageCache({
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 2 * 1024 * 1024,
  lifetimeMs: 10_000,
})
registerPageCache(pages)

async function main() {
  const app = next({ dev: false, hostname: 'localhost', port })
  await app.prepare()
  const server = createServer(withPageCache(pages, app.getRequestHandler()))
  server.listen(port, () => console.log(`Shop server ready on port ${port}`))
  const stop = () => {
    server.close(() => void app.close().finally(() => process.exit(0)))
    // Connections still busy after a few seconds are cut.
    setTimeout(() => server.closeAllConnections(), 5_000).unref()
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
