import path from 'node:path'
import pg from 'pg'

import { type PostgresServer, startEmbeddedPostgres } from './embedded-postgres'

export const DEFAULT_DATABASE_NAME = 'storefront'

export type Database = { url: string; stop: () => Promise<void> }

/** Replaces the database name in a PostgreSQL connection URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

async function onServer(serverUrl: string, sql: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    await sql(client)
  } finally {
    await client.end()
  }
}

export const createDatabaseIfMissing = (serverUrl: string, name: string) =>
  onServer(serverUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  })

/** A copy of `template` (which nobody may be connected to) named `name`. */
export const createDatabaseFrom = (serverUrl: string, template: string, name: string) =>
  onServer(serverUrl, (client) =>
    client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(template)}`,
    ),
  )

export const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
  )

/** The directory of the embedded server: `EMBEDDED_POSTGRES_DIR`, or `.data/postgres`. */
export const embeddedPostgresDir = (dataDir: string) =>
  path.resolve(process.env.EMBEDDED_POSTGRES_DIR || path.join(dataDir, 'postgres'))

/** The server named by `DATABASE_URL`, or else the embedded one (started or joined). */
export async function openServer(dataDir: string): Promise<PostgresServer> {
  if (process.env.DATABASE_URL) return { serverUrl: process.env.DATABASE_URL, stop: async () => {} }
  return startEmbeddedPostgres(embeddedPostgresDir(dataDir))
}

/**
 * The database the app runs on: `DATABASE_URL` when it is set, otherwise the `storefront`
 * database on the embedded PostgreSQL server.
 */
export async function openDatabase(dataDir: string): Promise<Database> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const server = await openServer(dataDir)
  try {
    await createDatabaseIfMissing(server.serverUrl, DEFAULT_DATABASE_NAME)
  } catch (error) {
    await server.stop()
    throw error
  }
  return { url: withDatabase(server.serverUrl, DEFAULT_DATABASE_NAME), stop: server.stop }
}

/**
 * A throwaway database named `name` on `server`, made ready by `prepare`. `stop` drops it and
 * stops the server; when creating or preparing it fails, that happens at once.
 */
export async function openThrowawayDatabase(
  server: PostgresServer,
  name: string,
  prepare: (url: string) => Promise<void>,
): Promise<Database> {
  const url = withDatabase(server.serverUrl, name)
  const stop = async () => {
    try {
      await dropDatabase(server.serverUrl, name)
    } finally {
      await server.stop()
    }
  }
  try {
    await createDatabaseIfMissing(server.serverUrl, name)
    await prepare(url)
  } catch (error) {
    await stop().catch((cleanup) => console.error('Could not drop the database or stop:', cleanup))
    throw error
  }
  return { url, stop }
}
