import { defineConfig } from '@playwright/test'

import base from './playwright.config'
import { e2ePort, e2eServerCommand, e2eServerEnv } from './tests/e2e/support/server-env'

const firstPort = e2ePort
const secondPort = Number(process.env.E2E_SECOND_PORT || 3141)
const redisPort = Number(process.env.E2E_REDIS_PORT || 3142)
const smtpPort = Number(process.env.E2E_SMTP_PORT || 3125)
const mailPort = Number(process.env.E2E_MAIL_PORT || 3126)

/** Both servers are one site: one public address, one database, one Redis. */
const shared = {
  ...e2eServerEnv(firstPort, 'e2e-two-servers'),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
}

/**
 * Two production servers of one build on one database (the first's embedded PostgreSQL, which
 * the second joins) and one Redis (Debian's redis-server, in memory only):
 * `npx playwright test -c playwright.two-servers.config.ts`. The build gets no REDIS_URL, as in
 * the Docker image. Playwright starts the servers one after the other, so the second starts
 * once the first has built, seeded and answers.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-two-servers',
  use: { ...base.use, baseURL: `http://localhost:${firstPort}` },
  webServer: [
    {
      command: `/usr/bin/redis-server --port ${redisPort} --bind 127.0.0.1 --save "" --appendonly no`,
      port: redisPort,
      reuseExistingServer: false,
    },
    {
      command: 'npx tsx tests/e2e/support/mail-server.ts',
      port: mailPort,
      reuseExistingServer: !process.env.CI,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
    },
    {
      command: e2eServerCommand(),
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      url: `http://localhost:${firstPort}/api/ready`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: shared,
    },
    {
      command: 'npm start',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      url: `http://localhost:${secondPort}/api/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { ...shared, PORT: String(secondPort) },
    },
  ],
})
