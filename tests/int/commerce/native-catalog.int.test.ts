import { beforeAll, describe, expect, it } from 'vitest'

import { nativeCatalog } from '@/commerce/native/catalog'
import { seedCatalog } from '@/seed/catalog'

import { testPayload } from '../support/payload'
import { catalogConformance } from './catalog-conformance'

beforeAll(async () => {
  const payload = await testPayload()
  // The demo reviews are seeded only while there are none; other files may have written some.
  await payload.delete({ collection: 'reviews', where: { id: { exists: true } } })
  await seedCatalog(payload)
}, 120_000)

catalogConformance('native', async () => nativeCatalog(testPayload))

describe('native catalog', () => {
  const catalog = nativeCatalog(testPayload)

  it('never shows drafts or products hidden when sold out', async () => {
    const payload = await testPayload()
    const base = {
      priceCents: 100,
      stock: 5,
      sku: `T-${Date.now()}`,
      vatClass: 'food' as const,
      unit: 'piece' as const,
    }
    const draft = await payload.create({
      collection: 'products',
      draft: true,
      data: { ...base, name: 'Conceptworst', _status: 'draft' },
    })
    const hidden = await payload.create({
      collection: 'products',
      data: {
        ...base,
        name: 'Verborgen worst',
        stock: 0,
        outOfStock: 'hide',
        _status: 'published',
      },
    })

    expect(await catalog.product(draft.id, 'nl')).toBeNull()
    expect((await catalog.search({ locale: 'nl', q: 'conceptworst' })).items).toEqual([])
    expect((await catalog.search({ locale: 'nl', q: 'verborgen' })).items).toEqual([])
    const listed = await catalog.products({ locale: 'nl', pageSize: 48, page: 1, sort: 'newest' })
    expect(listed.items.map((item) => item.id)).not.toContain(hidden.id)
  })

  it('counts only approved reviews', async () => {
    const payload = await testPayload()
    const [summary] = (await catalog.search({ locale: 'nl', q: 'spareribs' })).items
    const before = (await catalog.product(summary.id, 'nl'))?.reviews
    await payload.create({
      collection: 'reviews',
      data: { product: summary.id, authorName: 'X', title: 'Slecht', text: 'Nee.', rating: 1 },
    })
    expect((await catalog.product(summary.id, 'nl'))?.reviews).toEqual(before)
    expect(before).toEqual({ count: 2, average: 4.5 })
  })

  it('shows a price change made in the admin at once', async () => {
    const payload = await testPayload()
    const [summary] = (await catalog.search({ locale: 'en', q: 'picanha' })).items
    await payload.update({ collection: 'products', id: summary.id, data: { priceCents: 1650 } })
    expect((await catalog.product(summary.id, 'en'))?.price.amount).toBe(1650)
  })
})
