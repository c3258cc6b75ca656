import { describe, expect, it } from 'vitest'

import { newCustomer } from '../../support/nopcommerce-double/state'
import { reviewsOf } from '../../support/nopcommerce-double/routes/review-store'
import { problem } from '../support/any-backend'
import { nopBackendForFile } from '../support/nopcommerce'
import { catalogConformance } from './catalog-conformance'

const backend = nopBackendForFile()

catalogConformance('nopCommerce', async () => backend().commerce.catalog)

describe('nopCommerce catalog', () => {
  it('asks in the visitor language with one guest token per language', async () => {
    const { commerce, double } = backend()
    await commerce.catalog.rootCategories('fr')
    await commerce.catalog.rootCategories('fr')
    const french = [...double.state.customers.values()].filter(
      (customer) => customer.isGuest && customer.languageId === 5,
    )
    expect(french).toHaveLength(1)
  })

  it('filters breeds and tags by specification option ids', async () => {
    const { commerce, double } = backend()
    const before = double.calls.get('POST Catalog/GetCategoryProducts/:categoryId') ?? 0
    const { items } = await commerce.catalog.products({
      locale: 'nl',
      categoryId: 2,
      breedSlug: 'angus',
      tagSlugs: ['bbq'],
    })
    expect(items.map((item) => item.name).sort()).toEqual([
      "Côte à l'os Angus",
      'Flank steak',
      'Picanha',
    ])
    const festive = await commerce.catalog.products({
      locale: 'nl',
      categoryId: 2,
      breedSlug: 'angus',
      tagSlugs: ['festive'],
    })
    expect(festive.items.map((item) => item.name)).toEqual(["Côte à l'os Angus"])
    expect(double.calls.get('POST Catalog/GetCategoryProducts/:categoryId')).toBe(before + 2)
  })

  it('lists every product from the categories, never from an empty search', async () => {
    const { commerce, double } = backend()
    const searches = () => double.calls.get('POST Catalog/SearchProducts') ?? 0
    const before = searches()
    const all = await commerce.catalog.products({ locale: 'en', pageSize: 48 })
    const published = double.state.products.filter((product) => product.published)
    expect(all.totalItems).toBe(published.length)
    const pages = await Promise.all(
      Array.from({ length: all.totalPages }, (_, index) =>
        commerce.catalog.products({ locale: 'en', pageSize: 48, page: index + 1 }),
      ),
    )
    const ids = pages.flatMap((page) => page.items.map((item) => item.id))
    expect(new Set(ids).size).toBe(published.length)
    expect(searches()).toBe(before)
  })

  it('keeps a category that offers none of the asked breeds out of a filtered list', async () => {
    const { commerce } = backend()
    // Veal offers no Angus: nopCommerce would drop the option there and list all its veal.
    const angus = await commerce.catalog.products({
      locale: 'nl',
      breedSlug: 'angus',
      pageSize: 48,
    })
    expect(angus.items.map((item) => item.name).sort()).toEqual([
      "Côte à l'os Angus",
      'Flank steak',
      'Picanha',
    ])
  })

  it('asks nopCommerce only for terms it searches: a short query answers nothing, uncalled', async () => {
    const { commerce, double } = backend()
    const calls = () =>
      (double.calls.get('POST Catalog/SearchProducts') ?? 0) +
      (double.calls.get('GET Catalog/SearchTermAutoComplete') ?? 0)
    const before = calls()
    expect((await commerce.catalog.search({ locale: 'nl', q: 'ki' })).items).toEqual([])
    expect(await commerce.catalog.suggest('ki', 'nl')).toEqual([])
    expect(calls()).toBe(before)
    const found = await commerce.catalog.search({ locale: 'en', q: 'ribs spare' })
    expect(found.items.map((item) => item.name)).toEqual(['Spare ribs'])
  })

  it('reads the unit and weight a list leaves out from the product details, once', async () => {
    const { commerce, double } = backend()
    const details = () => double.calls.get('GET Product/GetProductDetails/:productId') ?? 0
    const first = await commerce.catalog.products({ locale: 'fr', categoryId: 4, pageSize: 48 })
    expect(first.items.some((item) => item.unit === 'kg')).toBe(true)
    const before = details()
    await commerce.catalog.products({ locale: 'en', categoryId: 4, pageSize: 48 })
    expect(details()).toBe(before)
  })

  it('lists nothing for a breed the shop does not have', async () => {
    const { commerce } = backend()
    const listed = await commerce.catalog.products({ locale: 'nl', breedSlug: 'no-such-breed' })
    expect(listed).toMatchObject({ items: [], totalItems: 0 })
  })

  it('gets a new guest token when nopCommerce no longer knows the one it had', async () => {
    const { commerce, double } = backend()
    await commerce.reviews.forProduct(1)
    const dutchGuests = () =>
      [...double.state.tokens].filter(([, id]) => {
        const customer = double.state.customers.get(id)
        return customer?.isGuest && customer.languageId === 2
      })
    for (const [token] of dutchGuests()) double.state.tokens.delete(token)
    // Reading reviews needs a customer nopCommerce knows: it answers 401, and a new guest asks.
    const { items } = await commerce.reviews.forProduct(1)
    expect(items.length).toBeGreaterThan(0)
    expect(dutchGuests()).toHaveLength(1)
  })

  it('reads the unit, packed weight and price per kilogram from the specification attributes', async () => {
    const { commerce } = backend()
    const [stew] = (await commerce.catalog.search({ locale: 'en', q: 'stewing beef' })).items
    expect(stew).toMatchObject({
      unit: 'kg',
      packedWeightGrams: null,
      pricePerKg: { amount: 1690 },
      quantityLimits: { min: 0.5, step: 0.5 },
    })
    const voucher = (await commerce.catalog.search({ locale: 'en', q: 'gift voucher' })).items[0]
    expect(await commerce.catalog.product(voucher.id, 'en')).toMatchObject({
      vatClass: 'standard',
      giftCard: { amount: { amount: 5000 } },
    })
  })

  it('gives the category trail of a product and the parent of a category', async () => {
    const { commerce } = backend()
    const [deal] = (await commerce.catalog.search({ locale: 'nl', q: 'steakpromo' })).items
    const product = await commerce.catalog.product(deal.id, 'nl')
    expect(product?.categories.map((category) => category.id)).toEqual([52, 56])
    expect((await commerce.catalog.allCategories('nl')).map((category) => category.id)).toEqual([
      2, 3, 4, 5, 6, 7, 52, 1, 53, 54, 56,
    ])
  })
})

describe('nopCommerce reviews', () => {
  let count = 0
  /** A registered customer of the stand-in, signed in: their token is their session. */
  function customer(firstName = 'Sofie', lastName = 'Claes') {
    const { double } = backend()
    const made = newCustomer(double.state, {
      isGuest: false,
      email: `reviewer${++count}@example.com`,
      password: 'secret-password',
      firstName,
      lastName,
    })
    return { id: made.id, session: double.state.newToken(made.id) }
  }
  const approveAll = () => {
    for (const review of reviewsOf(backend().double.state)) review.approved = true
  }
  const input = { productId: 20, title: ' Top ', text: 'Mals en smaakvol.', rating: 5 }

  it('keeps a new review waiting until the shop approves it', async () => {
    const { commerce } = backend()
    const { session } = customer()
    const written = await commerce.reviews.write(session, input)
    expect(written).toMatchObject({
      productId: 20,
      title: 'Top',
      authorName: 'Sofie C.',
      approved: false,
    })
    expect(Date.now() - new Date(written.createdAt).getTime()).toBeLessThan(5 * 60_000)
    expect((await commerce.reviews.forProduct(20)).items).toEqual([])
    expect(await commerce.reviews.byCustomer(session)).toMatchObject([
      { title: 'Top', approved: false, productName: 'Lamsbout' },
    ])

    approveAll()
    const shown = await commerce.reviews.forProduct(20)
    expect(shown).toMatchObject({
      totalItems: 1,
      items: [{ title: 'Top', rating: 5, approved: true }],
    })
    expect(await commerce.reviews.byCustomer(session)).toMatchObject([{ approved: true }])
  })

  it('refuses bad input, guests, unknown sessions and products, and stores nothing', async () => {
    const { commerce, double } = backend()
    const { session } = customer()
    const before = reviewsOf(double.state).length
    expect(await problem(commerce.reviews.write(session, { ...input, rating: 9 }))).toBe(
      'rating-required',
    )
    expect(await problem(commerce.reviews.write(session, { ...input, title: '' }))).toBe(
      'title-required',
    )
    expect(
      await problem(commerce.reviews.write(await commerce.customers.startGuest('nl'), input)),
    ).toBe('registered-only')
    expect(await problem(commerce.reviews.write('made-up', input))).toBe('registered-only')
    expect(await problem(commerce.reviews.write(session, { ...input, productId: 987_654 }))).toBe(
      'product-unavailable',
    )
    expect(reviewsOf(double.state)).toHaveLength(before)
    expect(await commerce.reviews.byCustomer(session)).toEqual([])
    expect(await commerce.reviews.byCustomer('made-up')).toEqual([])
  })

  it('keeps one review per customer and product: nopCommerce cannot change a review once sent', async () => {
    const { commerce, double } = backend()
    // The review screens show the customer's review as sent, with no offer to edit it.
    expect(commerce.reviews.canEdit).toBe(false)
    const { session } = customer('Jan', 'Peeters')
    await commerce.reviews.write(session, { ...input, productId: 30 })
    approveAll()
    const before = reviewsOf(double.state).length
    expect(
      await problem(
        commerce.reviews.write(session, { ...input, productId: 30, title: 'Nog beter', rating: 4 }),
      ),
    ).toBe('review-exists')
    expect(reviewsOf(double.state)).toHaveLength(before)
    expect(await commerce.reviews.byCustomer(session)).toHaveLength(1)
    expect(await commerce.reviews.own(session, 30)).toMatchObject({ title: 'Top' })
    expect(await commerce.reviews.own(session, 31)).toBeNull()
  })

  it('tells a customer who has not bought the product when only buyers may review', async () => {
    const { commerce, double } = backend()
    const { session } = customer()
    double.state.extra.catalogSettings = { reviewOnlyAfterPurchasing: true }
    try {
      expect(await problem(commerce.reviews.write(session, { ...input, productId: 33 }))).toBe(
        'purchase-required',
      )
    } finally {
      delete double.state.extra.catalogSettings
    }
    expect(await commerce.reviews.own(session, 33)).toBeNull()
  })

  it('shows an author by first name and initial, however nopCommerce names the customer', async () => {
    const { commerce, double } = backend()
    const { id, session } = customer('Marie', 'Dubois')
    await commerce.reviews.write(session, { ...input, productId: 35 })
    approveAll()
    const shown = (await commerce.reviews.forProduct(35)).items
    expect(shown.find((review) => review.title === 'Top')?.authorName).toBe('Marie')
    double.state.customers.get(id)!.firstName = 'Marie Dubois'
    const full = (await commerce.reviews.forProduct(35)).items
    expect(full.find((review) => review.title === 'Top')?.authorName).toBe('Marie D.')
  })

  it('sends the review as the plugin reads it and gives the demo reviews with their dates', async () => {
    const { commerce, double } = backend()
    const { id, session } = customer()
    await commerce.reviews.write(session, { ...input, productId: 40, text: ' Heel lekker. ' })
    expect(reviewsOf(double.state).find((review) => review.customerId === id)).toMatchObject({
      productId: 40,
      text: 'Heel lekker.',
      rating: 5,
      approved: false,
    })
    const entrecote = await commerce.reviews.forProduct(1)
    expect(entrecote.items.map((review) => review.createdAt)).toEqual([
      '2026-02-03T09:00:00.000Z',
      '2026-02-02T09:00:00.000Z',
      '2026-02-01T09:00:00.000Z',
    ])
    expect(entrecote.items[0]).toMatchObject({ authorName: 'Sophie L.', productName: 'Entrecote' })
  })

  it('gives the newest approved reviews with product names in the visitor language', async () => {
    const { commerce, double } = backend()
    const recent = await commerce.reviews.recent('fr', 2)
    expect(recent).toHaveLength(2)
    expect(recent.every((review) => review.approved)).toBe(true)
    const dates = recent.map((review) => review.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect((await commerce.reviews.recent('en', 50)).map((review) => review.productName)).toContain(
      'Spare ribs',
    )
    // From each product's reviews: the plugin has no call for the shop's newest reviews.
    expect(double.calls.get('GET Product/ProductReviews/:productId')).toBeGreaterThan(0)
    expect([...double.calls.keys()].some((call) => call.includes('LatestProductReviews'))).toBe(
      false,
    )
  })
})
