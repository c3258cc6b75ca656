import { trustedProxyHops } from '../security/client-address'
import { secretsProblem } from './secrets'

type Env = Record<string, string | undefined>

const set = (value: string | undefined) => Boolean(value?.trim())

function isUrl(value: string | undefined, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value ?? '').protocol)
  } catch {
    return false
  }
}

/** The embedded PostgreSQL serves production only when asked, for a one-box demo. */
export const embeddedPostgresAllowed = (env: Env) => env.ALLOW_EMBEDDED_POSTGRES === 'true'

export const databaseProblem = (env: Env): string | null =>
  set(env.DATABASE_URL) || embeddedPostgresAllowed(env)
    ? null
    : "DATABASE_URL must name the shop's PostgreSQL database, e.g. " +
      'postgres://storefront:password@db.example.be:5432/storefront. The embedded PostgreSQL is ' +
      'for development (ALLOW_EMBEDDED_POSTGRES=true runs it in production, for a one-box demo).'

/** Each setting's check: null when it is fine, otherwise what to set and why. */
const checks: Array<(env: Env) => string | null> = [
  secretsProblem,
  databaseProblem,
  (env) =>
    isUrl(env.NEXT_PUBLIC_SERVER_URL, ['https:', 'http:'])
      ? null
      : "NEXT_PUBLIC_SERVER_URL must be the site's public address, e.g. https://www.vleesboetiek.be " +
        '(links in e-mails, customer sign-in and payment returns are built from it).',
  (env) =>
    isUrl(env.SMTP_URL, ['smtp:', 'smtps:'])
      ? null
      : 'SMTP_URL must name the outgoing mail server, e.g. ' +
        'smtps://user:password@smtp.example.be:465 (order confirmations and password resets go ' +
        'through it).',
  (env) =>
    /\S@\S/.test(env.MAIL_FROM ?? '')
      ? null
      : 'MAIL_FROM must be the shop\'s sender address, e.g. "De Vleesboetiek <shop@example.be>".',
  (env) => {
    if (!set(env.ONLINE_PAYMENT)) return null
    if (env.ONLINE_PAYMENT !== 'mollie')
      return `ONLINE_PAYMENT must be "mollie" or unset, not "${env.ONLINE_PAYMENT}".`
    return set(env.MOLLIE_API_KEY)
      ? null
      : 'ONLINE_PAYMENT=mollie needs MOLLIE_API_KEY (live_… or test_…, from the Mollie dashboard).'
  },
  (env) => {
    try {
      trustedProxyHops(env.TRUSTED_PROXY_HOPS)
      return null
    } catch (error) {
      return (error as Error).message
    }
  },
  (env) =>
    env.COMMERCE_BACKEND === 'nopcommerce' && !isUrl(env.NOPCOMMERCE_URL, ['https:', 'http:'])
      ? "COMMERCE_BACKEND=nopcommerce needs NOPCOMMERCE_URL, the nopCommerce shop's address."
      : null,
]

/** What a production server cannot run without: one message per missing or unusable setting. */
export function productionSettingsProblems(env: Env): string[] {
  return checks.map((check) => check(env)).filter((problem) => problem !== null)
}

/** All of them in one report, for the operator's terminal or log; null when there are none. */
export function productionSettingsReport(env: Env): string | null {
  const problems = productionSettingsProblems(env)
  if (problems.length === 0) return null
  return ['Refusing to start in production:', ...problems.map((problem) => `- ${problem}`)].join(
    '\n',
  )
}
