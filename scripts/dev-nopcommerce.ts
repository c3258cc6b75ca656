/**
 * The shop on the nopCommerce backend in one command: starts the stand-in nopCommerce (the
 * demo catalog, in memory) and the development server on it. Editorial content stays in Payload.
 * For a real nopCommerce, set COMMERCE_BACKEND=nopcommerce and NOPCOMMERCE_URL instead.
 */
import { spawn } from 'node:child_process'

import { startNopDouble } from '../tests/support/nopcommerce-double/server'

const port = Number(process.env.NOPCOMMERCE_DOUBLE_PORT || 3129)
const double = await startNopDouble({ port })
console.log(`Stand-in nopCommerce on ${double.url} (demo catalog, kept in memory)`)

const dev = spawn('npx', ['tsx', 'scripts/serve.ts', 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  // Its pictures are on its own host, which the image optimizer must be allowed to fetch from.
  env: {
    ...process.env,
    COMMERCE_BACKEND: 'nopcommerce',
    NOPCOMMERCE_URL: double.url,
    MEDIA_URL: double.url,
  },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal))
dev.on('exit', async (code) => {
  await double.close()
  process.exit(code ?? 0)
})
