import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Lets a script shut down after using Payload. destroy() leaves the PostgreSQL pool open, and
 * the adapter keeps one client checked out, so the pool cannot be ended; instead its connections
 * are allowed to be cut when the server stops or the database is dropped.
 */
export async function closePayload(payload: Payload): Promise<void> {
  await payload.destroy()
  ;(payload.db as unknown as PostgresAdapter).pool?.on('error', () => {})
}
