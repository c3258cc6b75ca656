/**
 * `npm run test:e2e`: one production build, then the three end-to-end runs on it (the native
 * shop, the shop on nopCommerce, two servers on one database). Their servers all answer on one
 * public address, the one the build bakes in, so a build made once serves every run; the backend
 * and the database are chosen when each server starts. Every run goes ahead even when an earlier
 * one fails; the exit code says whether all passed.
 */
import { spawnSync } from 'node:child_process'

import { e2eBuildEnv } from '../tests/e2e/support/server-env'

const runs = [
  { name: 'native', config: 'playwright.config.ts' },
  { name: 'nopCommerce', config: 'playwright.nopcommerce.config.ts' },
  { name: 'two servers', config: 'playwright.two-servers.config.ts' },
]

function timed(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  const started = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit', env })
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`::: e2e ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`)
  return status === 0
}

const buildEnv: NodeJS.ProcessEnv = { ...process.env, ...e2eBuildEnv() }
delete buildEnv.REDIS_URL
if (!timed('build', 'npm', ['run', 'build'], buildEnv)) process.exit(1)

const results = runs.map(({ name, config }) =>
  timed(name, 'npx', ['playwright', 'test', '-c', config], {
    ...process.env,
    E2E_SHARED_BUILD: '1',
  }),
)
process.exit(results.every(Boolean) ? 0 : 1)
