import type { Payload } from 'payload'

import { closePayload } from './close-payload'

/** Exit code of a script whose code did not finish loading: worth one more try. */
export const LOAD_TIMED_OUT = 75
const LOAD_TIMEOUT_MS = 60_000

export class LoadTimedOut extends Error {}

/**
 * Imports through the TypeScript loader with a deadline. Such an import sometimes never settles
 * (seen about 1 start in 5 when run right after another): with nothing else pending the process
 * then ended with exit code 0 before migrating. The deadline's timer keeps the process alive and
 * turns the hang into an error the caller can retry.
 */
async function whileImporting<T>(load: () => Promise<T>): Promise<T> {
  let deadline: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_, reject) => {
    deadline = setTimeout(
      () => reject(new LoadTimedOut('Loading the app did not finish within 60 s')),
      LOAD_TIMEOUT_MS,
    )
  })
  try {
    return await Promise.race([load(), timedOut])
  } finally {
    clearTimeout(deadline)
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
