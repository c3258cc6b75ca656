/**
 * Creates a throwaway database for this run (on the server named by DATABASE_URL, or on the
 * embedded server in `.data/postgres`), migrates it, copies it once per test worker (files run
 * two at a time, each worker on its own copy), and drops them all when the run ends.
 */
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import {
  createDatabaseFrom,
  dropDatabase,
  openServer,
  openThrowawayDatabase,
} from '../../../scripts/lib/database'
import { applyDevelopmentSecrets } from '../../../scripts/lib/dev-secrets'
import { migrateInChild } from '../../../scripts/lib/migrate-in-child'
import { startRedisServer } from '../../../scripts/lib/redis-server'
import { integrationWorkers, workerDatabaseName } from './workers'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    /** A Redis of this run's own, for the shared cache's tests (not set as REDIS_URL). */
    redisUrl: string
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
  // Migrated in a child process, so that Payload is not loaded into Vitest's own process.
  const database = await openThrowawayDatabase(server, name, (url) =>
    migrateInChild({ ...process.env, DATABASE_URL: url }),
  )
  process.env.DATABASE_URL = database.url
  project.provide('databaseUrl', database.url)
  const copies = Array.from({ length: integrationWorkers }, (_, index) =>
    workerDatabaseName(name, index + 1),
  )
  const dropCopies = () =>
    Promise.all(copies.map((copy) => dropDatabase(server.serverUrl, copy))).then(() => {})
  const stopAll = async () => {
    await dropCopies().catch((error) => console.error('Could not drop a worker database:', error))
    await database.stop()
  }
  try {
    for (const copy of copies) await createDatabaseFrom(server.serverUrl, name, copy)
  } catch (error) {
    await stopAll()
    throw error
  }
  const redis = await startRedisServer().catch(async (error) => {
    await stopAll()
    throw error
  })
  project.provide('redisUrl', redis.url)
  return async () => {
    process.off('exit', failEarlyExit)
    await redis.stop()
    await stopAll()
  }
}
