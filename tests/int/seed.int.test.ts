import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { testPayload } from './support/payload'

// Other files leave staff accounts behind; the seed makes the first admin only when there is none.
beforeAll(async () => {
  await (await testPayload()).delete({ collection: 'admins', where: { id: { exists: true } } })
})

describe('seed', () => {
  it('creates the admin and the home page once, however often it runs', async () => {
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

  it('lets the seeded admin sign in with ADMIN_PASSWORD', async () => {
    const payload = await testPayload()
    await seed(payload)
    const result = await payload.login({
      collection: 'admins',
      data: { email: 'admin@example.com', password: process.env.ADMIN_PASSWORD! },
    })
    expect(result.user?.email).toBe('admin@example.com')
  })

  it('translates the home page into every language', async () => {
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
})
