import type { Payload } from 'payload'

import { closePayload } from './close-payload'

type AdapterMigrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/**
 * Applies pending migrations and, unless told not to, the idempotent seed; then lets go of the
 * connection. The config is imported late so that it reads the environment the caller prepared.
 */
export async function migrateAndSeed({ seed = true } = {}): Promise<void> {
  const [{ getPayload }, { default: config }, { migrations }, seeding] = await Promise.all([
    import('payload'),
    import('../../payload.config'),
    import('../../src/migrations'),
    import('../../src/seed'),
  ])
  const payload: Payload = await getPayload({ config })
  try {
    await payload.db.migrate({ migrations: migrations as AdapterMigrations })
    if (seed) await seeding.seed(payload)
  } finally {
    await closePayload(payload)
  }
}
