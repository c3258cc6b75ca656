import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'

import { e2ePort, e2eServerCommand, e2eServerEnv } from './tests/e2e/support/server-env'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(chromium)) {
  throw new Error(
    `End-to-end tests need Chromium at ${chromium}. Install it with ` +
      '"sudo apt-get update && sudo apt-get install -y chromium", ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  )
}

const port = e2ePort
const smtpPort = Number(process.env.E2E_SMTP_PORT || 3125)
const mailPort = Number(process.env.E2E_MAIL_PORT || 3126)
const molliePort = Number(process.env.E2E_MOLLIE_PORT || 3127)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // On CI a failed test runs once more and, passing then, is listed as flaky: the run stays
  // green while the list names it. Locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // A flow of several server calls (sign-up, sign-in, the next page) on a cold server with two
  // busy cores can take longer than Playwright's default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // The cookie question is answered, except in the tests about it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [{ name: 'userSawCookieBanner', value: 'allowNoCookies' }],
        },
      ],
    },
    // Recording a trace of every test costs CI about a tenth of its end-to-end time; there a
    // failed test's retry records one. Locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        locale: 'nl-BE',
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  // A production build served by `npm start`, on a fresh embedded database of its own with the
  // demo shop (`npm run seed`; `npm start` never writes demo data) and with an empty data cache
  // (cached catalog entries of an earlier run would not match the new data). `npm run test:e2e`
  // builds once for its three runs; a config run alone builds for itself.
  webServer: [
    {
      // The shop's outgoing mail lands here; tests read it over HTTP.
      command: 'npx tsx tests/e2e/support/mail-server.ts',
      port: mailPort,
      reuseExistingServer: !process.env.CI,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
    },
    {
      // Mollie's API and hosted checkout, over HTTPS with a certificate it makes at start.
      command: 'npx tsx tests/support/mollie-double.ts',
      url: `https://127.0.0.1:${molliePort}/v2/methods`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      env: { E2E_MOLLIE_PORT: String(molliePort) },
    },
    {
      command: e2eServerCommand(),
      // SIGTERM lets the server stop its database before it exits.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      url: `http://localhost:${port}/admin/login`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      // The build gets this environment too: it bakes NEXT_PUBLIC_SERVER_URL and the image
      // settings in, as a production build with its public address does.
      env: {
        ...e2eServerEnv(port, 'e2e'),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ONLINE_PAYMENT: 'mollie',
        MOLLIE_API_KEY: 'test_e2eStorefrontMollieDoubleKey0123',
        MOLLIE_API_ENDPOINT: `https://127.0.0.1:${molliePort}/v2/`,
        // The Mollie client trusts only its own list of certificate authorities (not
        // NODE_EXTRA_CA_CERTS), so this server alone accepts the double's self-signed certificate.
        NODE_TLS_REJECT_UNAUTHORIZED: '0',
      },
    },
  ],
})
