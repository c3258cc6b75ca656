/**
 * Creates a throwaway database for this run (on the server named by DATABASE_URL, or on the
 * embedded server in `.data/postgres`), migrates it, and drops it when the run ends.
 */
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import {
  createDatabaseIfMissing,
  dropDatabase,
  openServer,
  withDatabase,
} from '../../../scripts/lib/database'
import { applyDevelopmentSecrets } from '../../../scripts/lib/dev-secrets'
import { migrateAndSeed } from '../../../scripts/lib/prepare-payload'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.data')
  const server = await openServer(dataDir)

  const name = `storefront_test_${Date.now()}_${process.pid}`
  await createDatabaseIfMissing(server.serverUrl, name)
  const databaseUrl = withDatabase(server.serverUrl, name)

  applyDevelopmentSecrets(dataDir)
  process.env.DATABASE_URL = databaseUrl
  await migrateAndSeed({ seed: false })
  project.provide('databaseUrl', databaseUrl)

  return async () => {
    await dropDatabase(server.serverUrl, name)
    await server.stop()
  }
}
