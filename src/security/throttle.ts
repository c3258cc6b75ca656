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
 * Counts an attempt in every bucket, unless one of them is full: then nothing is counted and
 * the answer says when the fullest bucket has room again. A sliding window over the attempts
 * themselves, kept in PostgreSQL so that it holds across restarts and app servers; attempts on
 * one bucket take turns (a transaction lock per bucket), so a burst gets exactly the allowance.
 */
export async function takeAttempt(payload: Payload, limits: Limit[]): Promise<Verdict> {
  if (limits.length === 0) return { allowed: true }
  const buckets = limits.map((limit) => limit.bucket)
  return drizzle(payload).transaction(async (tx) => {
    for (const bucket of [...buckets].sort())
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`)
    const { rows: full } = await tx.execute<{ retry_after: number }>(sql`
      SELECT ceil(extract(epoch FROM (
        (array_agg(a.at ORDER BY a.at DESC))[l.max] + make_interval(secs => l.seconds) - now()
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
      HAVING count(*) >= l.max`)
    if (full.length > 0)
      return { allowed: false, retryAfterSeconds: Math.max(1, ...full.map((r) => r.retry_after)) }
    await tx.execute(
      sql`INSERT INTO auth_attempts (bucket) SELECT unnest(${array(buckets, 'varchar')})`,
    )
    return { allowed: true } as const
  })
}

/** Forgets the attempts of these buckets (the account's owner has just signed in). */
export async function forgetAttempts(payload: Payload, buckets: string[]): Promise<void> {
  if (buckets.length === 0) return
  await drizzle(payload).execute(
    sql`DELETE FROM auth_attempts WHERE bucket = ANY(${array(buckets, 'varchar')})`,
  )
}

/** Takes back the latest attempt of a bucket (it succeeded, so it was no guess). */
export async function forgetLatestAttempt(payload: Payload, bucket: string): Promise<void> {
  await drizzle(payload).execute(sql`
    DELETE FROM auth_attempts WHERE id = (
      SELECT id FROM auth_attempts WHERE bucket = ${bucket} ORDER BY at DESC, id DESC LIMIT 1
    )`)
}

/** Drops attempts older than any window looks back (a day). */
export async function pruneAttempts(payload: Payload): Promise<void> {
  await drizzle(payload).execute(sql`DELETE FROM auth_attempts WHERE at < now() - interval '1 day'`)
}
