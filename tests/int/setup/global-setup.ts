/**
 * Creates a throwaway database for this run (on the server named by DATABASE_URL, or on the
 * embedded server in `.data/postgres`), migrates it, and drops it when the run ends.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { openServer, openThrowawayDatabase } from '../../../scripts/lib/database'
import { applyDevelopmentSecrets } from '../../../scripts/lib/dev-secrets'
import { LOAD_TIMED_OUT } from '../../../scripts/lib/prepare-payload'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

/** Migrates in a child process, so that Payload is not loaded into Vitest's own process. */
function migrateOnce(databaseUrl: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code) => resolve(code))
  })
}

/** A migration whose code did not finish loading (LOAD_TIMED_OUT) is tried again, twice. */
async function migrate(databaseUrl: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const code = await migrateOnce(databaseUrl)
    if (code === 0) return
    if (code !== LOAD_TIMED_OUT || attempt === 3)
      throw new Error(`Migrating the test database failed (exit ${code})`)
  }
}

/** Should anything still end the run before its teardown, the run fails instead of passing. */
function failEarlyExit(code: number) {
  console.error(`Integration run ended (exit ${code}) before its teardown.`)
  process.exitCode = 1
}

export default async function setup(project: TestProject) {
  process.on('exit', failEarlyExit)
  const dataDir = path.resolve('.data')
  applyDevelopmentSecrets(dataDir)
  const server = await openServer(dataDir)
  const name = `storefront_test_${Date.now()}_${process.pid}`
  // A failure here drops the database and stops the server this setup started.
  const database = await openThrowawayDatabase(server, name, migrate)
  process.env.DATABASE_URL = database.url
  project.provide('databaseUrl', database.url)
  return async () => {
    process.off('exit', failEarlyExit)
    await database.stop()
  }
}
