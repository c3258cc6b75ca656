import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Runs `work` once `req`'s transaction has committed, before its commit returns to the caller
 * (so a shopper's request still ends after it); at once when `req` has no transaction open.
 * A rolled-back transaction never runs it. Payload offers no after-commit hook: the adapter's
 * session (also read by src/database/transaction-db.ts) has its commit wrapped.
 */
export async function afterCommit(
  payload: Payload,
  req: PayloadRequest | undefined,
  work: () => Promise<void>,
): Promise<void> {
  const adapter = payload.db as unknown as PostgresAdapter
  const id = req ? await req.transactionID : undefined
  const session = id !== undefined ? adapter.sessions[String(id)] : undefined
  if (!session) return work()
  const commit = session.resolve
  session.resolve = async () => {
    await commit()
    await work()
  }
}
