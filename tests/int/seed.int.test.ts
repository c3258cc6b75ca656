import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { isEmptyShop, seed } from '@/seed'
import { NO_ADMIN_PASSWORD, seedAdmin } from '@/seed/admin'

import { testPayload } from './support/payload'

const deleteAdmins = async () =>
  (await testPayload()).delete({ collection: 'admins', where: { id: { exists: true } } })

// Other files leave staff accounts behind; the seed makes the first admin only when there is none.
beforeAll(deleteAdmins)
afterEach(() => vi.restoreAllMocks())

// The whole demo shop, pictures included, takes a while on a busy machine.
const SEED_TIMEOUT = { timeout: 600_000 }

describe('seed', () => {
  it('creates the admin and the home page once, however often it runs', SEED_TIMEOUT, async () => {
    const payload = await testPayload()
    await seed(payload)
    const counts = async () => ({
      admins: (await payload.count({ collection: 'admins' })).totalDocs,
      home: (await payload.count({ collection: 'pages', where: { slug: { equals: 'home' } } }))
        .totalDocs,
    })
    const first = await counts()
    await seed(payload)

    expect(first).toEqual({ admins: 1, home: 1 })
    expect(await counts()).toEqual(first)
  })

  it('lets the seeded admin sign in with ADMIN_PASSWORD', SEED_TIMEOUT, async () => {
    const payload = await testPayload()
    await seed(payload)
    const result = await payload.login({
      collection: 'admins',
      data: { email: 'admin@example.com', password: process.env.ADMIN_PASSWORD! },
    })
    expect(result.user?.email).toBe('admin@example.com')
  })

  it('translates the home page into every language', SEED_TIMEOUT, async () => {
    const payload = await testPayload()
    await seed(payload)
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      locale: 'all',
    })
    const title = docs[0].title as unknown as Record<string, string>
    expect(Object.keys(title).sort()).toEqual(['en', 'fr', 'nl'])
  })

  it('counts a seeded shop as not empty (the development server adds no demo data)', async () => {
    expect(await isEmptyShop(await testPayload())).toBe(false)
  })
})

describe('the first admin in production', () => {
  const production = { NODE_ENV: 'production', ADMIN_EMAIL: 'admin@example.com' }

  it('is not made up: without ADMIN_PASSWORD the start is refused', async () => {
    const payload = await testPayload()
    await deleteAdmins()
    await expect(seedAdmin(payload, production)).rejects.toThrow(NO_ADMIN_PASSWORD)
    expect((await payload.count({ collection: 'admins' })).totalDocs).toBe(0)
  })

  it('is made once from ADMIN_PASSWORD, which the log never shows', async () => {
    const payload = await testPayload()
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {})
    const password = process.env.ADMIN_PASSWORD!
    await seedAdmin(payload, { ...production, ADMIN_PASSWORD: password })
    await seedAdmin(payload, { ...production, ADMIN_PASSWORD: 'another-password-0123' })

    expect((await payload.count({ collection: 'admins' })).totalDocs).toBe(1)
    const log = printed.mock.calls.flat().join('\n')
    expect(log).toContain('Admin account admin@example.com created')
    expect(log).not.toContain(password)
    const signedIn = await payload.login({
      collection: 'admins',
      data: { email: 'admin@example.com', password },
    })
    expect(signedIn.user?.email).toBe('admin@example.com')
  })
})
