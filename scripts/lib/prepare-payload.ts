import type { Payload } from 'payload'

import { closePayload } from './close-payload'

/**
 * Keeps the process alive while `load` imports modules. A dynamic import that goes through the
 * TypeScript loader's hooks does not by itself keep Node running: with nothing else pending (the
 * database server runs detached), the process sometimes ended with exit code 0 halfway through
 * an import, before migrating (about 1 start in 5).
 */
async function whileImporting<T>(load: () => Promise<T>): Promise<T> {
  const alive = setInterval(() => {}, 1000)
  try {
    return await load()
  } finally {
    clearInterval(alive)
  }
}

type AdapterMigrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/**
 * Runs `work` with a Payload instance on a fully migrated database, then lets go of the
 * connection. The config is imported late so that it reads the environment the caller prepared.
 */
export async function withMigratedPayload<T>(work: (payload: Payload) => Promise<T>): Promise<T> {
  const [{ getPayload }, { default: config }, { migrations }] = await whileImporting(() =>
    Promise.all([
      import('payload'),
      import('../../payload.config'),
      import('../../src/migrations'),
    ]),
  )
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
