import type { Payload } from 'payload'

import { closePayload } from './close-payload'
import { withMigrationLock } from './migration-lock'

type AdapterMigrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/**
 * Runs `work` with a Payload instance on a fully migrated database, then lets go of the
 * connection. Migrating and `work` hold the migration lock, so two processes never run them at
 * once. The config is imported late so that it reads the environment the caller prepared.
 */
export async function withMigratedPayload<T>(work: (payload: Payload) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set')
  const { default: config } = await import('../../payload.config')
  const { migrations } = await import('../../src/migrations')
  const { getPayload } = await import('payload')
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
