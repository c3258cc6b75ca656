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

  it('gives a signed-in customer nothing of Payload, not even their own document', async () => {
    const payload = await testPayload()
    const alice = await payload.create({
      collection: 'customers',
      data: {
        email: `${uniqueSlug('alice')}@example.com`,
        firstName: 'Test',
        lastName: 'Customer',
      },
    })
    const asAlice = { ...alice, collection: 'customers' as const }

    await expect(
      payload.find({ collection: 'customers', user: asAlice, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.find({ collection: 'admins', user: asAlice, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.login({ collection: 'customers', data: { email: alice.email, password: 'x' } }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
