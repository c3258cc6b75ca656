import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { freePort } from '../../scripts/lib/free-port'
import { type CompiledStart, compiledStart } from './support/compiled-start'
import { testPayload } from './support/payload'
import { runNode } from './support/script-run'

// `npm start` as the build compiles it: plain JavaScript, no TypeScript loader.
let compiled: CompiledStart
beforeAll(async () => {
  compiled = await compiledStart('startup')
}, 120_000)
afterAll(() => compiled.remove())
const start = () => compiled.start

/** Everything a production server needs, on the test database. */
const production = (): NodeJS.ProcessEnv => ({
  ...process.env,
  PAYLOAD_SECRET: 'startup-test-payload-secret-0123456789abcdef',
  AUTH_SECRET: 'startup-test-auth-secret-0123456789abcdef',
  NEXT_PUBLIC_SERVER_URL: 'https://shop.example.be',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'De Vleesboetiek <shop@example.be>',
})

describe('npm start refuses to start in production', () => {
  it('without strong secrets, and says why', async () => {
    const run = await runNode(start(), {
      ...production(),
      PAYLOAD_SECRET: 'short',
      AUTH_SECRET: 'short',
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Refusing to start in production')
    expect(run.stderr).toContain('PAYLOAD_SECRET and AUTH_SECRET')
  })

  it('without DATABASE_URL, and starts no embedded PostgreSQL', async () => {
    const embedded = path.resolve('.data', `startup-test-postgres-${process.pid}`)
    const run = await runNode(start(), {
      ...production(),
      DATABASE_URL: '',
      EMBEDDED_POSTGRES_DIR: embedded,
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Refusing to start in production')
    expect(run.stderr).toContain("DATABASE_URL must name the shop's PostgreSQL database")
    expect(run.stderr).toContain('ALLOW_EMBEDDED_POSTGRES=true')
    expect(existsSync(embedded)).toBe(false)
    rmSync(embedded, { recursive: true, force: true })
  })

  it('without its public address, mail server and sender, one message each', async () => {
    const run = await runNode(start(), {
      ...production(),
      NEXT_PUBLIC_SERVER_URL: '',
      SMTP_URL: '',
      MAIL_FROM: '',
      ONLINE_PAYMENT: 'mollie',
      MOLLIE_API_KEY: '',
    })
    expect(run.code).toBe(1)
    const lines = run.stderr.trim().split('\n')
    expect(lines[0]).toBe('Refusing to start in production:')
    for (const setting of [
      'NEXT_PUBLIC_SERVER_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'ONLINE_PAYMENT=mollie',
    ])
      expect(lines.filter((line) => line.startsWith(`- ${setting} `))).toHaveLength(1)
    expect(run.stderr).toContain('needs MOLLIE_API_KEY')
  })
})

describe('npm start on a shop with data', () => {
  // A demo product the owner deletes (smoked bacon: no test reads it).
  const sku = 'DELI-05'
  const demoProduct = async () =>
    (await (await testPayload()).count({ collection: 'products', where: { sku: { equals: sku } } }))
      .totalDocs

  beforeAll(async () => {
    await seed(await testPayload())
  }, 600_000)

  // The demo shop as the other test files expect it.
  afterAll(async () => {
    await seed(await testPayload())
  }, 600_000)

  it(
    'leaves a deleted demo product deleted, and prints no password',
    { timeout: 300_000 },
    async () => {
      const payload = await testPayload()
      expect(await demoProduct()).toBe(1)
      await payload.delete({ collection: 'products', where: { sku: { equals: sku } } })
      const before = await payload.count({ collection: 'products' })

      // Stopped as soon as it starts the server: all that writes to the database is done by then.
      const run = await runNode(
        start(),
        { ...production(), PORT: String(await freePort()) },
        {
          until: 'Starting the shop server.',
        },
      )

      expect(run.stdout).toContain('Database schema up to date')
      expect(run.stdout).toContain('Starting the shop server.')
      expect(await demoProduct()).toBe(0)
      expect(await payload.count({ collection: 'products' })).toEqual(before)
      expect(run.stdout + run.stderr).not.toContain(process.env.ADMIN_PASSWORD)
    },
  )
})
