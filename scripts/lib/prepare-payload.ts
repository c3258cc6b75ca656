import type { Payload } from 'payload'

import { closePayload } from './close-payload'

/** Exit code of a script whose code did not finish loading: worth one more try. */
export const LOAD_TIMED_OUT = 75
const LOAD_TIMEOUT_MS = 60_000

export class LoadTimedOut extends Error {}

/**
 * Imports through the TypeScript loader with a deadline. Two imports of overlapping module graphs
 * started at once sometimes never settle under Node 20's loader hooks (about 1 start in 3 on a
 * busy machine): imports here run one after the other, and the deadline's timer still turns any
 * hang into an error the caller can retry instead of a process that ends with exit code 0.
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
  const [{ default: config }, { migrations }, { getPayload }] = await whileImporting(async () => [
    await import('../../payload.config'),
    await import('../../src/migrations'),
    await import('payload'),
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
