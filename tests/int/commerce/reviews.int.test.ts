import { describe, expect, it } from 'vitest'

import { nativeReviews } from '@/commerce/native/reviews'

import { problem, signedUp, testCustomers } from '../support/commerce'
import { testPayload, uniqueSlug } from '../support/payload'

const reviews = nativeReviews(testPayload)

async function setup() {
  const payload = await testPayload()
  const product = await payload.create({
    collection: 'products',
    data: {
      name: uniqueSlug('Ribstuk'),
      sku: uniqueSlug('SKU'),
      priceCents: 2500,
      stock: 3,
      unit: 'piece',
      vatClass: 'food',
      outOfStock: 'notice',
      _status: 'published',
    },
  })
  const { customer, session } = await signedUp({
    gender: 'female',
    firstName: 'Sofie',
    lastName: 'Claes',
  })
  return { payload, product, customer, session }
}

describe('native reviews', () => {
  it('keeps a new review waiting until the shop approves it', async () => {
    const { payload, product, session } = await setup()
    const written = await reviews.write(session, {
      productId: product.id,
      title: ' Top ',
      text: 'Mals en smaakvol.',
      rating: 5,
    })
    expect(written).toMatchObject({ title: 'Top', authorName: 'Sofie C.', approved: false })
    expect((await reviews.forProduct(product.id)).items).toEqual([])
    expect(await reviews.byCustomer(session)).toMatchObject([
      { title: 'Top', approved: false, productName: product.name },
    ])

    await payload.update({ collection: 'reviews', id: written.id, data: { approved: true } })
    const shown = await reviews.forProduct(product.id)
    expect(shown.items).toMatchObject([{ title: 'Top', rating: 5, approved: true }])
    expect(shown.totalItems).toBe(1)
  })

  it('keeps the language of the page a review was written on', async () => {
    const { payload, product, session } = await setup()
    const written = await reviews.write(session, {
      productId: product.id,
      title: 'Très bon',
      text: 'Tendre et savoureux.',
      rating: 5,
      locale: 'fr',
    })
    expect(written.language).toBe('fr')
    await payload.update({ collection: 'reviews', id: written.id, data: { approved: true } })
    expect((await reviews.forProduct(product.id)).items).toMatchObject([{ language: 'fr' }])
  })

  it('refuses bad input, unknown customers and products not for sale, and stores nothing', async () => {
    const { product, session } = await setup()
    const input = { productId: product.id, title: 'Goed', text: 'Lekker.', rating: 4 }
    expect(await problem(reviews.write(session, { ...input, rating: 9 }))).toBe('rating-required')
    expect(await problem(reviews.write(session, { ...input, title: '' }))).toBe('title-required')
    expect(await problem(reviews.write(await testCustomers.startGuest('nl'), input))).toBe(
      'registered-only',
    )
    expect(await problem(reviews.write('c.1.made-up', input))).toBe('registered-only')
    expect(await problem(reviews.write(session, { ...input, productId: 987_654 }))).toBe(
      'product-unavailable',
    )
    expect(await reviews.byCustomer(session)).toEqual([])
  })

  it('keeps one review per customer and product: writing again edits it, to be approved again', async () => {
    expect(reviews.canEdit).toBe(true)
    const { payload, product, session } = await setup()
    const input = { productId: product.id, title: 'Goed', text: 'Lekker.', rating: 4 }
    const first = await reviews.write(session, input)
    await payload.update({ collection: 'reviews', id: first.id, data: { approved: true } })

    const second = await reviews.write(session, { ...input, title: 'Nog beter', rating: 5 })

    expect(second).toMatchObject({ id: first.id, title: 'Nog beter', rating: 5, approved: false })
    expect(await reviews.byCustomer(session)).toMatchObject([
      { id: first.id, title: 'Nog beter', approved: false },
    ])
    expect((await reviews.forProduct(product.id)).items).toEqual([])
    expect(await reviews.own(session, product.id)).toMatchObject({ title: 'Nog beter' })
  })

  it('keeps one review when the same customer sends several at the same moment', async () => {
    const { product, session } = await setup()
    const sent = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((rating) =>
        reviews.write(session, { productId: product.id, title: 'Snel', text: 'Ja.', rating }),
      ),
    )
    expect(sent.map((result) => result.status)).toEqual(Array(5).fill('fulfilled'))
    expect(await reviews.byCustomer(session)).toHaveLength(1)
  })

  it('has the database refuse a second review of one product by one customer', async () => {
    const { payload, product, customer, session } = await setup()
    const data = {
      product: product.id,
      customer: customer.id,
      authorName: 'Sofie C.',
      title: 'Eén',
      text: 'Eerste.',
      rating: 4,
    }
    await payload.create({ collection: 'reviews', data })
    await expect(payload.create({ collection: 'reviews', data })).rejects.toThrow()
    const { totalDocs } = await payload.count({
      collection: 'reviews',
      where: { customer: { equals: customer.id } },
    })
    expect(totalDocs).toBe(1)
    expect(await reviews.own(session, product.id + 1)).toBeNull()
  })
})
