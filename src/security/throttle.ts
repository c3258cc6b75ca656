import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** At most `max` attempts in any `windowSeconds` long stretch of time, per bucket. */
export type Limit = { bucket: string; max: number; windowSeconds: number }

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const drizzle = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle

/** A PostgreSQL array of these values, each one a query parameter. */
const array = (values: (string | number)[], type: 'varchar' | 'int' | 'bigint') =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`

/**
 * Counts an attempt in every bucket, unless that would take one of them over its limit: then
 * nothing is counted and the answer says when the fullest bucket has room again. A sliding
 * window over the attempts themselves, kept in PostgreSQL so that it holds across restarts and
 * app servers. Two racing attempts may both be refused at the edge, never both let through.
 */
export async function takeAttempt(payload: Payload, limits: Limit[]): Promise<Verdict> {
  if (limits.length === 0) return { allowed: true }
  const db = drizzle(payload)
  const buckets = limits.map((limit) => limit.bucket)
  const { rows: mine } = await db.execute<{ id: string }>(sql`
    INSERT INTO auth_attempts (bucket)
    SELECT unnest(${array(buckets, 'varchar')}) RETURNING id`)
  const { rows: over } = await db.execute<{ retry_after: number }>(sql`
    SELECT ceil(extract(epoch FROM (
      (array_agg(a.at ORDER BY a.at DESC))[l.max + 1] + make_interval(secs => l.seconds) - now()
    )))::int AS retry_after
    FROM unnest(
      ${array(buckets, 'varchar')},
      ${array(
        limits.map((l) => l.max),
        'int',
      )},
      ${array(
        limits.map((l) => l.windowSeconds),
        'int',
      )}
    ) AS l(bucket, max, seconds)
    JOIN auth_attempts a
      ON a.bucket = l.bucket AND a.at > now() - make_interval(secs => l.seconds)
    GROUP BY l.bucket, l.max, l.seconds
    HAVING count(*) > l.max`)
  if (over.length === 0) return { allowed: true }
  await db.execute(
    sql`DELETE FROM auth_attempts WHERE id = ANY(${array(
      mine.map((r) => r.id),
      'bigint',
    )})`,
  )
  return { allowed: false, retryAfterSeconds: Math.max(1, ...over.map((r) => r.retry_after)) }
}

/** Forgets the attempts of these buckets (the account's owner has just signed in). */
export async function forgetAttempts(payload: Payload, buckets: string[]): Promise<void> {
  if (buckets.length === 0) return
  await drizzle(payload).execute(
    sql`DELETE FROM auth_attempts WHERE bucket = ANY(${array(buckets, 'varchar')})`,
  )
}

/** Drops attempts older than any window looks back (a day). */
export async function pruneAttempts(payload: Payload): Promise<void> {
  await drizzle(payload).execute(sql`DELETE FROM auth_attempts WHERE at < now() - interval '1 day'`)
}
