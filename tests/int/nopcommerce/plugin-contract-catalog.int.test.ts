/**
 * The stand-in nopCommerce, over HTTP, against the Web API Frontend plugin 4.60 it stands in for:
 * categories, product lists, search, product details and reviews. Each test names the plugin (or
 * nopCommerce) file whose behaviour it checks; the settings are a stock install's, except those
 * the README asks for (tests/support/nopcommerce-double/catalog-settings.ts).
 */
import { describe, expect, it } from 'vitest'

import { reviewsOf } from '../../support/nopcommerce-double/routes/review-store'
import { newCustomer } from '../../support/nopcommerce-double/state'

import { standInPlugin } from './stand-in-plugin'

const { double, call } = standInPlugin()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the plugin's answers, as sent
type Body = Record<string, any>

async function guestToken() {
  const { body } = await call('POST', 'Authenticate/GetToken', { json: { is_guest: true } })
  return (body as { token: string }).token
}

/** A registered customer of the shop and a token that speaks for them. */
function customerToken(firstName = 'An', lastName = 'Peeters') {
  const made = newCustomer(double().state, {
    isGuest: false,
    email: `catalog-${double().state.nextId()}@example.be`,
    password: 'wachtwoord-1',
    firstName,
    lastName,
  })
  return { id: made.id, token: double().state.newToken(made.id) }
}

const productsOf = (body: unknown) =>
  ((body as Body).catalog_products_model.products as Array<{ id: number; name: string }>) ?? []

/** A demo product by its French name. */
const withName = (name: string) => double().state.products.find((p) => p.name.fr === name)!

const problemDetails = { title: 'One or more validation errors occurred.', status: 400 }

describe('every catalog call needs a token (Framework AuthorizeAttribute.cs)', () => {
  it('answers 401 without one, or with one nopCommerce does not know', async () => {
    for (const [method, path, json] of [
      ['GET', 'Catalog/GetCatalogRoot', undefined],
      ['POST', 'Catalog/GetCategoryProducts/2', {}],
      ['POST', 'Catalog/SearchProducts', { model: { q: 'kip' }, command: {} }],
      ['GET', 'Product/GetProductDetails/1', undefined],
      ['GET', 'Product/ProductReviews/1', undefined],
    ] as const) {
      expect(await call(method, path, { json })).toMatchObject({
        status: 401,
        body: { message: 'Unauthorized' },
      })
      expect((await call(method, path, { json, token: 'made-up' })).status).toBe(401)
    }
  })
})

describe('categories (CatalogController.cs, CatalogModelFactory.cs)', () => {
  it('GetCatalogRoot gives the roots in display order without their subcategories', async () => {
    const token = await guestToken()
    const { status, body } = await call('GET', 'Catalog/GetCatalogRoot', { token })
    expect(status).toBe(200)
    const roots = body as Body[]
    expect(roots.map((root) => root.id)).toEqual([2, 3, 4, 5, 6, 7, 52])
    // GetCategorySimpleModel reads the cached XML back without SubCategories.
    expect(roots.every((root) => root.sub_categories.length === 0)).toBe(true)
    expect(roots.find((root) => root.id === 52)).toMatchObject({ have_sub_categories: true })
    expect(roots[0].picture_model).toBeNull()
    const pictured = await call('GET', 'Catalog/GetCatalogRoot', {
      token,
      query: { loadImage: 'true' },
    })
    expect((pictured.body as Body[])[0].picture_model).toEqual(expect.any(Object))
  })

  it('GetCatalogSubCategories gives one level; an id it does not hold fails (500)', async () => {
    const token = await guestToken()
    const packages = await call('GET', 'Catalog/GetCatalogSubCategories/52', { token })
    expect((packages.body as Body[]).map((child) => child.id)).toEqual([1, 53, 54, 56])
    expect((await call('GET', 'Catalog/GetCatalogSubCategories/2', { token })).body).toEqual([])
    expect((await call('GET', 'Catalog/GetCatalogSubCategories/999999', { token })).status).toBe(
      500,
    )
  })

  it('GetCategory is a POST with a command body; an unknown category is 404 with a text', async () => {
    const token = await guestToken()
    expect((await call('GET', 'Catalog/GetCategory/56', { token })).status).toBe(405)
    expect(await call('POST', 'Catalog/GetCategory/56', { token })).toMatchObject({
      status: 400,
      body: problemDetails,
    })
    expect(await call('POST', 'Catalog/GetCategory/999999', { token, json: {} })).toEqual({
      status: 404,
      body: 'The category is not available',
    })
    const { body } = await call('POST', 'Catalog/GetCategory/56', { token, json: {} })
    expect((body as Body).category_model_dto).toMatchObject({
      id: 56,
      category_breadcrumb: [{ id: 52 }, { id: 56 }],
      sub_categories: [],
    })
  })
})

describe('product lists (CatalogController.GetCategoryProducts, CatalogModelFactory.cs)', () => {
  it('lists a category’s own products only (ShowProductsFromSubcategories off)', async () => {
    const token = await guestToken()
    const own = (id: number) =>
      double().state.products.filter((p) => p.published && p.categoryIds.includes(id)).length
    const { body } = await call('POST', 'Catalog/GetCategoryProducts/52', {
      token,
      json: { page_size: 9 },
    })
    expect((body as Body).catalog_products_model.total_items).toBe(own(52))
    expect((body as Body).template_view_path).toBe('_ProductsInGridOrLines')
  })

  it('needs a body, and answers 404 with a text for an unknown category', async () => {
    const token = await guestToken()
    expect((await call('POST', 'Catalog/GetCategoryProducts/2', { token })).status).toBe(400)
    expect(await call('POST', 'Catalog/GetCategoryProducts/999999', { token, json: {} })).toEqual({
      status: 404,
      body: 'The category is not available',
    })
  })

  it('pages by an offered page size only: another size gets the first option (PreparePageSizeOptionsAsync)', async () => {
    const token = await guestToken()
    const page = async (command: Body) =>
      (await call('POST', 'Catalog/GetCategoryProducts/2', { token, json: command })).body as Body
    const asked48 = (await page({ page_size: 48 })).catalog_products_model
    expect(asked48).toMatchObject({ page_size: 6, page_number: 1 })
    expect(asked48.products).toHaveLength(6)
    expect(asked48.total_pages).toBe(Math.ceil(asked48.total_items / 6))
    expect((await page({ page_size: 9 })).catalog_products_model.page_size).toBe(9)
    const beyond = (await page({ page_size: 9, page_number: 99 })).catalog_products_model
    expect(beyond.products).toEqual([])
  })

  it('leaves the specifications out of a listed product (PrepareProductOverviewModelsAsync)', async () => {
    const token = await guestToken()
    const { body } = await call('POST', 'Catalog/GetCategoryProducts/2', { token, json: {} })
    const [first] = (body as Body).catalog_products_model.products
    expect(first.product_specification_model.groups).toEqual([])
    expect(first.review_overview_model).toMatchObject({ product_id: first.id })
  })

  it('filters by the category’s options, and drops an option the category does not offer', async () => {
    const token = await guestToken()
    const list = async (id: number, options: number[]) =>
      (
        await call('POST', `Catalog/GetCategoryProducts/${id}`, {
          token,
          json: { specification_option_ids: options, page_size: 9 },
        })
      ).body as Body
    const beef = await list(2, [13, 21]) // Angus and BBQ: AND across attributes
    expect(
      productsOf(beef)
        .map((p) => p.name)
        .sort(),
    ).toEqual(["Côte à l'os Angus", 'Flank steak', 'Picanha'])
    const filter = beef.catalog_products_model.specification_filter
    expect(filter.attributes.flatMap((a: Body) => a.values.map((v: Body) => v.id))).toContain(13)
    const unfiltered = await list(3, [])
    const veal = await list(3, [13]) // veal offers no Angus: the option is dropped
    expect(veal.catalog_products_model.total_items).toBe(
      unfiltered.catalog_products_model.total_items,
    )
  })
})

describe('search (CatalogController.SearchProducts, PrepareSearchProductsModelAsync)', () => {
  /** A search as a guest of the language (NL 2, FR 5, EN 1). */
  const search = async (model: Body, command: Body | null = {}, languageId = 2) => {
    const token = await guestToken()
    await call('POST', `Common/SetLanguage/${languageId}`, { token })
    return call('POST', 'Catalog/SearchProducts', {
      token,
      json: command === null ? { model } : { model, command },
    })
  }

  it('searches nothing for an empty or short term, and says so', async () => {
    for (const q of ['', '  ', 'ki']) {
      const { status, body } = await search({ q })
      expect(status).toBe(200)
      expect((body as Body).catalog_products_model).toMatchObject({
        warning_message: 'De minimale lengte van de zoekterm is 3 tekens',
        products: [],
        total_items: 0,
      })
    }
  })

  it('finds the term inside the standard or the visitor’s name, without case; descriptions only in an advanced search', async () => {
    const names = (body: unknown) => productsOf(body).map((p) => p.id)
    const entrecote = withName('Entrecôte').id
    // The Dutch (standard) name is "Entrecote"; the French one, "Entrecôte".
    expect(names((await search({ q: 'ENTRECOTE' })).body)).toContain(entrecote)
    expect(names((await search({ q: 'trecô' })).body)).not.toContain(entrecote)
    expect(names((await search({ q: 'trecô' }, {}, 5)).body)).toContain(entrecote)
    // A stock collation tells accents apart: "hache" is not in "Haché de bœuf" (nor "Gehakt rund").
    const minced = withName('Haché de bœuf').id
    expect(names((await search({ q: 'hache' }, {}, 5)).body)).not.toContain(minced)
    expect(names((await search({ q: 'boeuf' }, {}, 5)).body)).toContain(minced)
    const inText = withName('Entrecôte').shortDescription.nl.split(/\s+/).at(-1)!.slice(0, 6)
    const simple = await search({ q: inText, sid: true })
    const advanced = await search({ q: inText, sid: true, advs: true })
    expect(names(advanced.body).length).toBeGreaterThan(names(simple.body).length)
  })

  it('needs a body, and fails (500) without a command', async () => {
    const token = await guestToken()
    expect((await call('POST', 'Catalog/SearchProducts', { token })).status).toBe(400)
    expect((await search({ q: 'kip' }, null)).status).toBe(500)
  })

  it('SearchTermAutoComplete: [Required] term, 404 below the minimum length, ten products at most', async () => {
    const token = await guestToken()
    const complete = (query?: Record<string, string>) =>
      call('GET', 'Catalog/SearchTermAutoComplete', { token, query })
    expect(await complete()).toMatchObject({ status: 400, body: problemDetails })
    expect((await complete({ term: '   ' })).status).toBe(400)
    expect(await complete({ term: 'ki' })).toEqual({ status: 404, body: 'Term length is less 3.' })
    const { status, body } = await complete({ term: 'kip' })
    expect(status).toBe(200)
    const found = body as Body[]
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThanOrEqual(10)
    expect(found[0]).toEqual(
      expect.objectContaining({
        label: expect.stringMatching(/kip/i),
        product_id: expect.any(Number),
        producturl: expect.any(String),
        showlinktoresultsearch: expect.any(Boolean),
      }),
    )
  })
})

describe('product details (ProductController.cs)', () => {
  it('GetProductDetails: 404 for no product, a bare 400 for one not published, specifications in', async () => {
    const token = await guestToken()
    expect(await call('GET', 'Product/GetProductDetails/999999', { token })).toEqual({
      status: 404,
      body: 'No product found with the specified id=999999',
    })
    const hidden = withName('Osso buco')
    hidden.published = false
    try {
      const refused = await call('GET', `Product/GetProductDetails/${hidden.id}`, { token })
      expect(refused).toMatchObject({ status: 400, body: { title: 'Bad Request', status: 400 } })
    } finally {
      hidden.published = true
    }
    const { body } = await call('GET', `Product/GetProductDetails/${withName('Entrecôte').id}`, {
      token,
    })
    expect((body as Body).product_details_model.product_specification_model.groups).not.toEqual([])
  })

  it('GetRelatedProducts: overviews without specifications, 404 for no product', async () => {
    const token = await guestToken()
    const { body } = await call('GET', `Product/GetRelatedProducts/${withName('Entrecôte').id}`, {
      token,
    })
    expect((body as Body[]).length).toBeGreaterThan(0)
    expect((body as Body[])[0].product_specification_model.groups).toEqual([])
    expect((await call('GET', 'Product/GetRelatedProducts/999999', { token })).status).toBe(404)
  })
})

describe('reviews (ProductController.cs, ProductModelFactory.cs)', () => {
  const review = (changes: Body = {}) => ({
    product_id: 0,
    add_product_review: { title: 'Mals', review_text: 'Heel lekker.', rating: 4 },
    add_additional_product_review_list: [],
    ...changes,
  })

  it('has no call for the shop’s newest reviews (no LatestProductReviews)', async () => {
    const token = await guestToken()
    expect((await call('GET', 'Product/LatestProductReviews', { token })).status).toBe(404)
  })

  it('ProductReviews: a guest reads the approved reviews, newest first; 404 for a product not open to them', async () => {
    const token = await guestToken()
    const entrecote = withName('Entrecôte').id
    const { status, body } = await call('GET', `Product/ProductReviews/${entrecote}`, { token })
    expect(status).toBe(200)
    const items = (body as Body).items as Body[]
    expect(items.length).toBeGreaterThan(0)
    const ids = items.map((item) => item.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(await call('GET', 'Product/ProductReviews/999999', { token })).toEqual({
      status: 404,
      body: 'Product id=999999 not found or does not meet the required criteria.',
    })
  })

  it('ProductReviewsAdd: a guest is refused with the list of reasons (400)', async () => {
    const token = await guestToken()
    const { status, body } = await call(
      'POST',
      `Product/ProductReviewsAdd/${withName('Picanha').id}`,
      {
        token,
        json: review(),
      },
    )
    expect(status).toBe(400)
    expect(body).toEqual(['Alleen geregistreerde klanten kunnen beoordelingen schrijven'])
  })

  it('ProductReviewsAdd: stores a review to approve, unchecked, the rating brought into 1–5', async () => {
    const { id, token } = customerToken()
    const product = withName('Picanha').id
    const { status, body } = await call('POST', `Product/ProductReviewsAdd/${product}`, {
      token,
      json: review({ add_product_review: { title: '', review_text: '', rating: 9 } }),
    })
    expect(status).toBe(200)
    expect((body as Body).add_product_review).toMatchObject({
      successfully_added: true,
      result: 'U ziet de beoordeling nadat de beheerder ze heeft goedgekeurd.',
    })
    expect(reviewsOf(double().state).find((r) => r.customerId === id)).toMatchObject({
      productId: product,
      title: '',
      rating: 5,
      approved: false,
    })
    const shown = await call('GET', `Product/ProductReviews/${product}`, { token })
    expect(((shown.body as Body).items as Body[]).some((item) => item.customer_id === id)).toBe(
      false,
    )
  })

  it('ProductReviewsAdd: one review per customer and product (CanAddReviewAsync): the second is 404', async () => {
    const { id, token } = customerToken()
    const product = withName('Bavette').id
    expect(
      (await call('POST', `Product/ProductReviewsAdd/${product}`, { token, json: review() }))
        .status,
    ).toBe(200)
    const again = await call('POST', `Product/ProductReviewsAdd/${product}`, {
      token,
      json: review(),
    })
    expect(again.status).toBe(404)
    expect(reviewsOf(double().state).filter((r) => r.customerId === id)).toHaveLength(1)
  })

  it('ProductReviewsAdd: without the additional review list the review is stored, then the call fails (500)', async () => {
    const { id, token } = customerToken()
    const product = withName('Travers de porc').id
    const { status } = await call('POST', `Product/ProductReviewsAdd/${product}`, {
      token,
      json: review({ add_additional_product_review_list: undefined }),
    })
    expect(status).toBe(500)
    expect(reviewsOf(double().state).filter((r) => r.customerId === id)).toHaveLength(1)
    const noReview = customerToken()
    const bare = await call('POST', `Product/ProductReviewsAdd/${product}`, {
      token: noReview.token,
      json: { add_additional_product_review_list: [] },
    })
    expect(bare.status).toBe(500)
    expect(reviewsOf(double().state).filter((r) => r.customerId === noReview.id)).toHaveLength(0)
  })

  it('ProductReviewsAdd: only buyers, when the shop says so (ProductReviewPossibleOnlyAfterPurchasing)', async () => {
    const { token } = customerToken()
    double().state.extra.catalogSettings = { reviewOnlyAfterPurchasing: true }
    try {
      const { status, body } = await call(
        'POST',
        `Product/ProductReviewsAdd/${withName('Picanha').id}`,
        {
          token,
          json: review(),
        },
      )
      expect(status).toBe(400)
      expect(body).toEqual(['Een product kan pas na aankoop beoordeeld worden'])
    } finally {
      delete double().state.extra.catalogSettings
    }
  })

  it('CustomerProductReviews: 400 for a guest; a customer’s own reviews with their approval status', async () => {
    expect(
      await call('GET', 'Product/CustomerProductReviews', { token: await guestToken() }),
    ).toEqual({ status: 400, body: 'Customer is not registered.' })
    const { token } = customerToken('Els', 'Maes')
    await call('POST', `Product/ProductReviewsAdd/${withName('Picanha').id}`, {
      token,
      json: review(),
    })
    const { status, body } = await call('GET', 'Product/CustomerProductReviews', {
      token,
      query: { pageNumber: '1' },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      product_reviews: [{ product_id: withName('Picanha').id, approval_status: 'In afwachting' }],
      pager_model: { page_size: 10, total_records: 1, total_pages: 1 },
    })
  })

  it('names a review’s customer by the shop’s customer name format (the first name)', async () => {
    const { id, token } = customerToken('Sofie', 'Claes')
    const product = withName('Picanha').id
    await call('POST', `Product/ProductReviewsAdd/${product}`, { token, json: review() })
    for (const known of reviewsOf(double().state))
      if (known.customerId === id) known.approved = true
    const { body } = await call('GET', `Product/ProductReviews/${product}`, { token })
    expect(((body as Body).items as Body[]).find((item) => item.customer_id === id)).toMatchObject({
      customer_name: 'Sofie',
    })
  })
})
