import type { Payload } from 'payload'

import { closePayload } from './close-payload'
import { withMigrationLock } from './migration-lock'

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
 * connection. Migrating and `work` hold the migration lock, so two processes never run them at
 * once. The config is imported late so that it reads the environment the caller prepared.
 */
export async function withMigratedPayload<T>(work: (payload: Payload) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set')
  const [{ default: config }, { migrations }, { getPayload }] = await whileImporting(async () => [
    await import('../../payload.config'),
    await import('../../src/migrations'),
    await import('payload'),
  ])
  const payload = await getPayload({ config })
  try {
    return await withMigrationLock(url, async () => {
      await payload.db.migrate({ migrations: migrations as AdapterMigrations })
      console.log(`Database schema up to date (${migrations.length} migrations).`)
      return work(payload)
    })
  } finally {
    await closePayload(payload)
  }
}

/**
 * What is written after the migrations: nothing, the first admin account (`npm start`), the demo
 * shop (`npm run seed`), or the demo shop when the database is empty (`npm run dev`).
 */
export const dataSteps = ['none', 'admin', 'demo', 'demo-if-empty'] as const
export type DataStep = (typeof dataSteps)[number]

async function writeData(payload: Payload, data: DataStep): Promise<void> {
  if (data === 'none') return
  const { isEmptyShop, seed } = await import('../../src/seed')
  const { seedAdmin } = await import('../../src/seed/admin')
  if (data === 'admin') return seedAdmin(payload)
  if (data === 'demo') return seed(payload)
  if (await isEmptyShop(payload)) {
    console.log('Empty database: adding the demo shop.')
    return seed(payload)
  }
  console.log('The database has content: no demo data added (`npm run seed` adds it).')
  return seedAdmin(payload)
}

/** Applies pending migrations, then writes what `data` says. */
export function migrateAndWrite(data: DataStep): Promise<void> {
  return withMigratedPayload((payload) => writeData(payload, data))
}
