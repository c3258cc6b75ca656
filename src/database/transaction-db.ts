import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * The database handle of `req`'s transaction, for SQL that Payload's API cannot say (row locks,
 * conditional updates); outside a transaction, the adapter's own.
 */
export async function transactionDb(payload: Payload, req?: PayloadRequest) {
  const adapter = payload.db as unknown as PostgresAdapter
  const id = req ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions[String(id)]?.db) || adapter.drizzle
}
