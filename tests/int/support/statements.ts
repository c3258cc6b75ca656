import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type QueryArgs = [string | { text: string }, ...unknown[]]

/** The SQL statements the database adapter's pool runs while `run` runs. */
export async function statementsDuring(payload: Payload, run: () => Promise<unknown>) {
  const { pool } = payload.db as unknown as PostgresAdapter
  const query = pool.query
  const statements: string[] = []
  pool.query = ((...args: QueryArgs) => {
    statements.push(typeof args[0] === 'string' ? args[0] : args[0].text)
    return (query as (...all: QueryArgs) => unknown).apply(pool, args)
  }) as typeof pool.query
  try {
    await run()
  } finally {
    pool.query = query
  }
  return statements
}
