import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { openThrowawayDatabase, withDatabase } from '../../scripts/lib/database'
import { startEmbeddedPostgres, stopServerIn } from '../../scripts/lib/embedded-postgres'

// A data directory of its own (under .data, which the server's account can reach when run as root).
const dataDir = path.resolve('.data', `embedded-postgres-test-${process.pid}`)
const serverIsRunning = () => existsSync(path.join(dataDir, 'postmaster.pid'))

afterAll(async () => {
  await stopServerIn(dataDir)
  rmSync(dataDir, { recursive: true, force: true })
})

async function selectOne(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query('SELECT 1 AS one')).rows
  } finally {
    await client.end()
  }
}

describe('embedded PostgreSQL', () => {
  it('answers a query immediately after every start', { timeout: 180_000 }, async () => {
    for (let cycle = 0; cycle < 12; cycle++) {
      const server = await startEmbeddedPostgres(dataDir)
      try {
        expect(await selectOne(server.serverUrl)).toEqual([{ one: 1 }])
      } finally {
        await server.stop()
      }
      expect(serverIsRunning()).toBe(false)
    }
  })

  it('a throwaway database whose preparation fails stops the server it was opened on', async () => {
    const server = await startEmbeddedPostgres(dataDir)
    const failing = openThrowawayDatabase(server, 'throwaway_failing', async (url) => {
      expect(await selectOne(url)).toEqual([{ one: 1 }])
      throw new Error('migration failed')
    })
    await expect(failing).rejects.toThrow('migration failed')
    expect(serverIsRunning()).toBe(false)
  })

  it('a prepared throwaway database is dropped, and its server stopped, by stop', async () => {
    const server = await startEmbeddedPostgres(dataDir)
    const database = await openThrowawayDatabase(server, 'throwaway_kept', async () => {})
    expect(await selectOne(database.url)).toEqual([{ one: 1 }])
    await database.stop()
    expect(serverIsRunning()).toBe(false)

    const again = await startEmbeddedPostgres(dataDir)
    try {
      await expect(selectOne(withDatabase(again.serverUrl, 'throwaway_kept'))).rejects.toThrow(
        'does not exist',
      )
    } finally {
      await again.stop()
    }
  })
})
