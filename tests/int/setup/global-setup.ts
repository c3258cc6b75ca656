/**
 * Creates a throwaway database for this run (on the server named by DATABASE_URL, or on the
 * embedded server in `.data/postgres`), migrates it, and drops it when the run ends.
 */
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { openServer, openThrowawayDatabase } from '../../../scripts/lib/database'
import { applyDevelopmentSecrets } from '../../../scripts/lib/dev-secrets'
import { migrateAndSeed } from '../../../scripts/lib/prepare-payload'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

/**
 * Seen on clean clones: the run ends with exit code 0 right after setup, no test run. Whatever
 * ends the process then is named here (the 'exit' event fires inside process.exit, so the
 * stack shows the caller).
 */
function reportEarlyExit(code: number) {
  console.error(`Integration run ended (exit ${code}) before its teardown:\n${new Error().stack}`)
}

export default async function setup(project: TestProject) {
  process.on('exit', reportEarlyExit)
  const dataDir = path.resolve('.data')
  const server = await openServer(dataDir)
  const name = `storefront_test_${Date.now()}_${process.pid}`
  // A failure here drops the database and stops the server this setup started.
  const database = await openThrowawayDatabase(server, name, async (databaseUrl) => {
    applyDevelopmentSecrets(dataDir)
    process.env.DATABASE_URL = databaseUrl
    await migrateAndSeed({ seed: false })
  })
  project.provide('databaseUrl', database.url)
  return async () => {
    process.off('exit', reportEarlyExit)
    await database.stop()
  }
}
