import type { Payload } from 'payload'

import { closePayload } from './close-payload'

type AdapterMigrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/**
 * Runs `work` with a Payload instance on a fully migrated database, then lets go of the
 * connection. The config is imported late so that it reads the environment the caller prepared.
 */
export async function withMigratedPayload<T>(work: (payload: Payload) => Promise<T>): Promise<T> {
  const [{ getPayload }, { default: config }, { migrations }] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
    import('../../src/migrations'),
  ])
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate({ migrations: migrations as AdapterMigrations })
    return await work(payload)
  } finally {
    await closePayload(payload)
  }
}

/** Applies pending migrations and, unless told not to, the idempotent seed. */
export function migrateAndSeed({ seed = true } = {}): Promise<void> {
  return withMigratedPayload(async (payload) => {
    if (seed) await (await import('../../src/seed')).seed(payload)
  })
}
