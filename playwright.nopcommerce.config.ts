import { defineConfig } from '@playwright/test'

import base from './playwright.config'
import {
  e2ePort,
  e2eServerCommand,
  e2eServerEnv,
  nopDoubleUrl,
  nopWebhookSecret,
} from './tests/e2e/support/server-env'

const port = e2ePort
const nopUrl = nopDoubleUrl
const nopPort = new URL(nopUrl).port
const smtpPort = Number(process.env.E2E_SMTP_PORT || 3125)
const mailPort = Number(process.env.E2E_MAIL_PORT || 3126)

/**
 * The shop on the nopCommerce backend, end to end: the stand-in nopCommerce, and a production
 * build of the shop made and served with COMMERCE_BACKEND=nopcommerce (its own database for
 * Payload's content). Runs after the native suite (`npm run test:e2e`).
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-nopcommerce',
  use: {
    ...base.use,
    baseURL: `http://localhost:${port}`,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [{ name: 'userSawCookieBanner', value: 'allowNoCookies' }],
        },
      ],
    },
  },
  webServer: [
    {
      // The storefront's own mail (the order confirmation with its signed link) lands here.
      command: 'npx tsx tests/e2e/support/mail-server.ts',
      port: mailPort,
      reuseExistingServer: !process.env.CI,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
    },
    {
      command: 'npx tsx tests/support/nopcommerce-double/server.ts',
      url: `${nopUrl}/__double/health`,
      reuseExistingServer: !process.env.CI,
      env: { NOPCOMMERCE_DOUBLE_PORT: nopPort },
    },
    {
      command: e2eServerCommand(),
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      url: `http://localhost:${port}/admin/login`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      env: {
        ...e2eServerEnv(port, 'e2e-nopcommerce'),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        COMMERCE_BACKEND: 'nopcommerce',
        NOPCOMMERCE_URL: nopUrl,
        // nopCommerce's pictures are on its own host (read by the build, like a real shop's).
        MEDIA_URL: nopUrl,
        NOPCOMMERCE_TIMEOUT_MS: '2000',
        NOPCOMMERCE_WEBHOOK_SECRET: nopWebhookSecret,
      },
    },
  ],
})
