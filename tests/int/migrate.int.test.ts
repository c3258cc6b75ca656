import { rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import { products } from '@/seed/catalog/products'

import { createDatabaseIfMissing, dropDatabase, withDatabase } from '../../scripts/lib/database'
import { type CompiledStart, compiledStart } from './support/compiled-start'
import { runMigrate } from './support/script-run'

// Databases of their own, empty at first, on the test run's server.
const serverUrl = process.env.DATABASE_URL!
const name = `storefront_migrate_test_${Date.now()}`
const url = withDatabase(serverUrl, name)
const emptyName = `${name}_empty`
const emptyUrl = withDatabase(serverUrl, emptyName)
const emptyMedia = path.resolve('.data', `${emptyName}-media`)

async function query<T extends pg.QueryResultRow>(sql: string, on = url): Promise<T[]> {
  const client = new pg.Client({ connectionString: on })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

let compiled: CompiledStart
beforeAll(async () => {
  compiled = await compiledStart('migrate')
  await createDatabaseIfMissing(serverUrl, name)
  await createDatabaseIfMissing(serverUrl, emptyName)
})
afterAll(async () => {
  compiled?.remove()
  await dropDatabase(serverUrl, name)
  await dropDatabase(serverUrl, emptyName)
  rmSync(emptyMedia, { recursive: true, force: true })
})

describe('migrations and the data written after them', () => {
  it(
    'applies each migration once when two instances start together, and makes one admin',
    { timeout: 600_000 },
    async () => {
      // As `npm start` runs it: compiled, in production, where Payload would migrate on
      // connecting if the config still asked it to.
      const env = { ...process.env, DATABASE_URL: url, NODE_ENV: 'production' as const }
      const runs = await Promise.all([
        runMigrate(env, 'admin', compiled.migrate),
        runMigrate(env, 'admin', compiled.migrate),
      ])

      for (const run of runs) expect(run, run.stderr).toMatchObject({ code: 0 })
      const output = runs.map((run) => run.stdout).join('\n')
      for (const { name: migration } of migrations)
        expect(output.split(`Migrating: ${migration}"`).length - 1, migration).toBe(1)
      const applied = await query<{ name: string; times: number }>(
        'SELECT name, count(*)::int AS times FROM payload_migrations GROUP BY name',
      )
      expect(applied).toHaveLength(migrations.length)
      expect(applied.every((row) => row.times === 1)).toBe(true)
      expect(await query('SELECT email FROM admins')).toEqual([{ email: 'admin@example.com' }])
      expect(output).not.toContain(process.env.ADMIN_PASSWORD)
    },
  )

  it(
    'adds no demo data for the development server once the database has content',
    {
      timeout: 300_000,
    },
    async () => {
      const run = await runMigrate({ ...process.env, DATABASE_URL: url }, 'demo-if-empty')
      expect(run, run.stderr).toMatchObject({ code: 0 })
      expect(run.stdout).toContain('no demo data added')
      expect(await query('SELECT id FROM products')).toEqual([])
    },
  )

  it(
    'adds the demo shop for the development server on an empty database',
    {
      timeout: 600_000,
    },
    async () => {
      // Its pictures go to a folder of their own, dropped with the database.
      const run = await runMigrate(
        { ...process.env, DATABASE_URL: emptyUrl, MEDIA_DIR: emptyMedia },
        'demo-if-empty',
      )
      expect(run, run.stderr).toMatchObject({ code: 0 })
      expect(run.stdout).toContain('Empty database: adding the demo shop.')
      expect(await query('SELECT id FROM products', emptyUrl)).toHaveLength(products.length)
      expect(await query("SELECT id FROM pages WHERE slug = 'home'", emptyUrl)).toHaveLength(1)
    },
  )
})
