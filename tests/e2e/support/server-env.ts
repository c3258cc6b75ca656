import { e2eAdmin, e2eSecrets } from './admin'

/** The public port of every end-to-end run: one build serves them all (scripts/test-e2e.ts). */
export const e2ePort = Number(process.env.E2E_PORT || 3100)

/** The stand-in nopCommerce's address; its pictures are on its own host, as a real shop's are. */
export const nopDoubleUrl = `http://127.0.0.1:${Number(process.env.NOPCOMMERCE_DOUBLE_PORT || 3129)}`

/**
 * What a production build reads: its public address and the hosts its pictures may come from.
 * The runs of `npm run test:e2e` share one build made with it.
 */
export const e2eBuildEnv = (): Record<string, string> => ({
  NEXT_PUBLIC_SERVER_URL: `http://localhost:${e2ePort}`,
  MEDIA_URL: nopDoubleUrl,
})

/**
 * The start of an end-to-end server: a clean slate, a production build (unless the run shares
 * one, E2E_SHARED_BUILD), the demo shop, then `npm start`.
 */
export const e2eServerCommand = (): string =>
  [
    'npx tsx scripts/reset-e2e-data.ts',
    ...(process.env.E2E_SHARED_BUILD ? [] : ['env -u REDIS_URL npm run build']),
    'npm run seed',
    'npm start',
  ].join(' && ')

/**
 * The environment an end-to-end server is built and runs with: production secrets known to the
 * tests, its own embedded database (allowed in production for the tests) and media folder, its
 * public address and mail sender. Each config adds its SMTP_URL.
 */
export const e2eServerEnv = (port: number, dataName: string): Record<string, string> => ({
  PORT: String(port),
  DATABASE_URL: '',
  ALLOW_EMBEDDED_POSTGRES: 'true',
  EMBEDDED_POSTGRES_DIR: `.data/${dataName}-postgres`,
  MEDIA_DIR: `.data/${dataName}-media`,
  PAYLOAD_SECRET: e2eSecrets.payload,
  AUTH_SECRET: e2eSecrets.auth,
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}`,
  MAIL_FROM: 'De Vleesboetiek <shop@vleesboetiek.example>',
  // Every customer of a run registers from this one machine's address within the hour.
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '200',
})

/** The nopCommerce server's catalog webhook secret; the tests call the webhook as nopCommerce. */
export const nopWebhookSecret = 'e2e-nopcommerce-webhook-secret-0123456789'
