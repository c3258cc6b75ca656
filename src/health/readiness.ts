import pg from 'pg'

import { log } from '@/logging/log'
import { migrations } from '@/migrations'

type Env = Record<string, string | undefined>

/** What the server needs in order to serve: its database, and nopCommerce when it is the backend. */
export type ReadinessTargets = {
  databaseUrl: string | undefined
  /** The migrations this build's schema is made of, by name. */
  migrations: string[]
  /** nopCommerce's address when it is the backend (an empty string: it is not set), else null. */
  nopcommerceUrl: string | null
  /** The longest one check may take. */
  timeoutMs?: number
}

/** Each check says `ok` or what is wrong, in words an operator acts on. */
export type Readiness = { ready: boolean; checks: Record<string, string> }

const OK = 'ok'

export const readinessTargets = (env: Env): ReadinessTargets => ({
  databaseUrl: env.DATABASE_URL,
  migrations: migrations.map((migration) => migration.name),
  nopcommerceUrl: env.COMMERCE_BACKEND === 'nopcommerce' ? (env.NOPCOMMERCE_URL ?? '') : null,
})

/** An error in one line (a probe that fails every few seconds must not fill the log with stacks). */
function reasonOf(error: unknown): string {
  const { message, code, cause } = (error ?? {}) as {
    message?: string
    code?: string
    cause?: unknown
  }
  const own = message || code || String(error)
  return cause ? `${own}: ${reasonOf(cause)}` : own
}

const isMissingTable = (error: unknown) => (error as { code?: string })?.code === '42P01'

async function databaseChecks(
  url: string | undefined,
  expected: string[],
  timeoutMs: number,
): Promise<{ database: string; migrations: string }> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  })
  // A server that goes away mid-check ends it with the error below, not an unhandled event.
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    log().warn({ reason: reasonOf(error) }, 'Readiness: the database is not reachable')
    await client.end().catch(() => {})
    return { database: 'not reachable', migrations: 'not checked: the database is not reachable' }
  }
  try {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM payload_migrations')
    const applied = new Set(rows.map((row) => row.name))
    const pending = expected.filter((name) => !applied.has(name))
    if (pending.length === 0) return { database: OK, migrations: OK }
    return {
      database: OK,
      migrations: `${pending.length} pending (run npm run migrate): ${pending.join(', ')}`,
    }
  } catch (error) {
    if (isMissingTable(error))
      return { database: OK, migrations: 'none applied (run npm run migrate)' }
    log().warn({ reason: reasonOf(error) }, 'Readiness: the database did not answer')
    return { database: 'did not answer', migrations: 'not checked: the database did not answer' }
  } finally {
    await client.end().catch(() => {})
  }
}

/** nopCommerce is reachable when it answers at all, short of a server error. */
async function nopcommerceCheck(url: string, timeoutMs: number): Promise<string> {
  if (!url) return 'NOPCOMMERCE_URL is not set'
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    return response.status < 500 ? OK : `answered ${response.status}`
  } catch (error) {
    log().warn({ reason: reasonOf(error) }, 'Readiness: nopCommerce is not reachable')
    return 'not reachable'
  }
}

/** Whether this server can serve: database reachable, migrations applied, nopCommerce up. */
export async function readiness(targets: ReadinessTargets): Promise<Readiness> {
  const timeoutMs = targets.timeoutMs ?? 3_000
  const [database, nopcommerce] = await Promise.all([
    databaseChecks(targets.databaseUrl, targets.migrations, timeoutMs),
    targets.nopcommerceUrl === null ? null : nopcommerceCheck(targets.nopcommerceUrl, timeoutMs),
  ])
  const checks: Record<string, string> = { ...database }
  if (nopcommerce !== null) checks.nopcommerce = nopcommerce
  return { ready: Object.values(checks).every((check) => check === OK), checks }
}
