import { describe, expect, it } from 'vitest'

import { testPayload, uniqueSlug } from './support/payload'

describe('access rules', () => {
  it('shows visitors published pages only', async () => {
    const payload = await testPayload()
    const slug = uniqueSlug('draft')
    await payload.create({
      collection: 'pages',
      locale: 'nl',
      draft: true,
      data: { slug, title: 'Nog niet klaar', _status: 'draft' },
    })

    const asVisitor = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      overrideAccess: false,
      draft: true,
    })
    expect(asVisitor.totalDocs).toBe(0)

    const asStaff = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      draft: true,
    })
    expect(asStaff.totalDocs).toBe(1)
  })

  it('keeps customers out of the admin and away from other customers', async () => {
    const payload = await testPayload()
    const create = (email: string) =>
      payload.create({
        collection: 'customers',
        data: { email, password: 'correct-horse-9', firstName: 'Test', lastName: 'Customer' },
      })
    const alice = await create(`${uniqueSlug('alice')}@example.com`)
    const bob = await create(`${uniqueSlug('bob')}@example.com`)
    const asAlice = { ...alice, collection: 'customers' as const }

    const seen = await payload.find({
      collection: 'customers',
      user: asAlice,
      overrideAccess: false,
    })
    expect(seen.docs.map((doc) => doc.id)).toEqual([alice.id])

    await expect(
      payload.findByID({
        collection: 'customers',
        id: bob.id,
        user: asAlice,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.find({ collection: 'admins', user: asAlice, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
