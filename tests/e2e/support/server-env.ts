import { e2eAdmin, e2eSecrets } from './admin'

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
})

/** The nopCommerce server's catalog webhook secret; the tests call the webhook as nopCommerce. */
export const nopWebhookSecret = 'e2e-nopcommerce-webhook-secret-0123456789'
