/**
 * Every collection and global of Payload's REST API, for every kind of caller and operation,
 * through the real handlers. A collection or global without a row here fails the test.
 */
import { randomInt } from 'node:crypto'
import { jwtSign, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newGiftCardCode } from '@/commerce/rules/gift-card-code'

import { rest, type RestAnswer } from './support/rest'
import { testPayload, uniqueSlug } from './support/payload'

import { richText } from '../support/rich-text'

type Caller = 'anonymous' | 'customer' | 'admin'
type Operation = 'list' | 'read' | 'create' | 'update' | 'delete' | 'readVersions'
/** y: allowed; n: refused, or the document stays out of sight. */
type Row = Record<
  Caller,
  `${'y' | 'n'}${'y' | 'n'}${'y' | 'n'}${'y' | 'n'}${'y' | 'n'}${'y' | 'n'}`
>

const operations: Operation[] = ['list', 'read', 'create', 'update', 'delete', 'readVersions']
const staffOnly: Row = { anonymous: 'nnnnnn', customer: 'nnnnnn', admin: 'yyyyyy' }
const publicRead: Row = { anonymous: 'yynnnn', customer: 'yynnnn', admin: 'yyyyyn' }
/** Without versions, there are none to read, for anyone. */
const staffOnlyUnversioned: Row = { anonymous: 'nnnnnn', customer: 'nnnnnn', admin: 'yyyyyn' }

/** Documents unpublished or private where the collection has such a thing. */
const collections: Record<string, Row> = {
  products: staffOnly, // a draft product
  pages: staffOnly, // a draft page
  posts: staffOnly, // a draft post
  tests: staffOnly, // a draft test
  'test-applications': staffOnlyUnversioned,
  forms: staffOnlyUnversioned,
  'form-submissions': staffOnlyUnversioned,
  // Payload's own default opens jobs to no one, staff included; the shop's jobs configuration
  // opens them to staff, and Payload then forbids staff nothing but versions, which jobs lack.
  'payload-jobs': staffOnlyUnversioned,
  reviews: staffOnlyUnversioned, // a review waiting for approval
  categories: publicRead,
  tags: publicRead,
  breeds: publicRead,
  media: publicRead,
  redirects: publicRead,
  customers: staffOnlyUnversioned,
  addresses: staffOnlyUnversioned,
  carts: staffOnlyUnversioned,
  // Placed by the shop only, from a cart or as a phone order (its own endpoint, tested apart).
  orders: { anonymous: 'nnnnnn', customer: 'nnnnnn', admin: 'yynyyn' },
  discounts: staffOnlyUnversioned,
  // Written only by the shop as it places an order: staff read them, nobody edits them.
  'discount-uses': { anonymous: 'nnnnnn', customer: 'nnnnnn', admin: 'yynnnn' },
  // The storefront's record of an order it placed in nopCommerce: the same.
  'nop-order-records': { anonymous: 'nnnnnn', customer: 'nnnnnn', admin: 'yynnnn' },
  // The shop's e-mails, queued with their change and sent by the shop: staff read, nobody edits.
  'mail-outbox': { anonymous: 'nnnnnn', customer: 'nnnnnn', admin: 'yynnnn' },
  'gift-cards': staffOnlyUnversioned,
  'gift-card-transactions': staffOnlyUnversioned,
  'newsletter-subscribers': staffOnlyUnversioned,
  admins: staffOnlyUnversioned,
  'payload-locked-documents': staffOnlyUnversioned,
  'payload-preferences': staffOnlyUnversioned, // the admin's own
  'payload-migrations': { anonymous: 'nnnnnn', customer: 'nnnnnn', admin: 'nnnnnn' },
  'payload-kv': { anonymous: 'nnnnnn', customer: 'nnnnnn', admin: 'nnnnnn' },
}

/** Globals: read, update, read versions. */
const globals: Record<string, Record<Caller, `${'y' | 'n'}${'y' | 'n'}${'y' | 'n'}`>> = {
  // Versioned: the owner reads their history and restores one; nobody else sees it.
  'shop-settings': { anonymous: 'ynn', customer: 'ynn', admin: 'yyy' },
  'delivery-calendar': { anonymous: 'ynn', customer: 'ynn', admin: 'yyy' },
  banner: { anonymous: 'ynn', customer: 'ynn', admin: 'yyy' },
  navigation: { anonymous: 'ynn', customer: 'ynn', admin: 'yyn' },
}

let payload: Payload

const orderData = () => ({
  number: uniqueSlug('2026'),
  status: 'pending' as const,
  paymentStatus: 'pending' as const,
  shippingStatus: 'not-shipped' as const,
  deliveryMethod: 'pickup' as const,
  deliveryDate: '2026-11-24',
  billingAddress: {
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.be',
    phone: '1',
    street: 'Markt',
    houseNumber: '1',
    postcode: '9000',
    city: 'Gent',
    country: 'BE' as const,
  },
  lines: [{ name: 'Worst', quantity: 1, unitPrice: 100, vatRate: 6, total: 100 }],
  subtotal: 100,
  shipping: 0,
  discount: 0,
  total: 100,
})
/** A voucher as the shop issues it, with a code of the shop's kind. */
const giftCardData = () => ({
  code: newGiftCardCode(randomInt),
  amount: 5000,
  balance: 5000,
  currency: 'EUR' as const,
})

const credentials: Record<Caller, Record<string, string>> = {
  anonymous: {},
  customer: {},
  admin: {},
}
let adminId: number
let productId: number
let customerId: number
let testId: number
let formId: number
let scheduledPageId: number

/** Far enough ahead that no queue run ever picks these jobs up. */
const someday = '2099-01-01T00:00:00.000Z'
/** Publishing a draft page at some later day, as the admin's scheduling drawer queues it. */
const scheduledPublish = () => ({
  type: 'publish' as const,
  doc: { relationTo: 'pages' as const, value: scheduledPageId },
})

async function png(): Promise<Blob> {
  const data = await sharp({
    create: { width: 2, height: 2, channels: 3, background: '#a33' },
  })
    .png()
    .toBuffer()
  return new Blob([new Uint8Array(data)], { type: 'image/png' })
}

/** A new document of each collection, made by the shop (not through the API under test). */
const documents: Record<string, () => Promise<{ id: number | string; key?: string | null }>> = {
  products: () =>
    payload.create({
      collection: 'products',
      draft: true,
      data: {
        name: uniqueSlug('Concept'),
        priceCents: 990,
        stock: 5,
        sku: uniqueSlug('SKU'),
        vatClass: 'food',
        unit: 'piece',
        _status: 'draft',
      },
    }),
  pages: () =>
    payload.create({
      collection: 'pages',
      draft: true,
      data: { slug: uniqueSlug('page'), title: 'Nog niet klaar', _status: 'draft' },
    }),
  posts: () =>
    payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Nog niet klaar',
        author: 'Slager',
        category: 'blog',
        content: richText('Nog niet klaar.'),
        _status: 'draft',
      },
    }),
  tests: () =>
    payload.create({
      collection: 'tests',
      draft: true,
      data: {
        title: 'Nog niet klaar',
        description: richText('Nog niet klaar.'),
        startsOn: '2026-12-01',
        endsOn: '2026-12-15',
        places: 3,
        _status: 'draft',
      },
    }),
  'test-applications': () =>
    payload.create({
      collection: 'test-applications',
      data: {
        test: testId,
        customerId: uniqueSlug('klant'),
        customerName: 'A B',
        customerEmail: 'a@example.be',
        status: 'new',
        motivation: 'Graag.',
      },
    }),
  forms: () =>
    payload.create({
      collection: 'forms',
      data: { title: uniqueSlug('Formulier'), confirmationMessage: richText('Bedankt.') },
    }),
  'form-submissions': () =>
    payload.create({
      collection: 'form-submissions',
      data: { form: formId, submissionData: [{ field: 'naam', value: 'Jan' }] },
    }),
  'payload-jobs': () =>
    payload.jobs.queue({
      task: 'schedulePublish',
      input: scheduledPublish(),
      waitUntil: new Date(someday),
    }),
  reviews: () =>
    payload.create({
      collection: 'reviews',
      data: { product: productId, authorName: 'X', title: 'Wacht', text: 'Nog niet.', rating: 3 },
    }),
  categories: () =>
    payload.create({
      collection: 'categories',
      data: { id: 9000 + Math.floor(Math.random() * 90000), name: uniqueSlug('Cat') },
    }),
  tags: () => payload.create({ collection: 'tags', data: { name: 'T', slug: uniqueSlug('tag') } }),
  breeds: () =>
    payload.create({ collection: 'breeds', data: { name: 'B', slug: uniqueSlug('breed') } }),
  media: async () =>
    payload.create({
      collection: 'media',
      data: { alt: 'Proef' },
      file: {
        data: Buffer.from(await (await png()).arrayBuffer()),
        mimetype: 'image/png',
        name: `${uniqueSlug('pixel')}.png`,
        size: 70,
      },
    }),
  redirects: () =>
    payload.create({
      collection: 'redirects',
      data: { from: `/${uniqueSlug('old')}`, to: '/', status: '301' },
    }),
  customers: () =>
    payload.create({
      collection: 'customers',
      data: { email: `${uniqueSlug('c')}@example.be`, firstName: 'A', lastName: 'B' },
    }),
  addresses: () =>
    payload.create({
      collection: 'addresses',
      data: {
        customer: customerId,
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.be',
        phone: '1',
        street: 'Markt',
        houseNumber: '1',
        postcode: '9000',
        city: 'Gent',
        country: 'BE',
      },
    }),
  carts: () =>
    payload.create({
      collection: 'carts',
      data: { guestId: crypto.randomUUID(), deliveryMethod: 'delivery', country: 'BE' },
    }),
  orders: () => payload.create({ collection: 'orders', data: orderData() }),
  discounts: () =>
    payload.create({
      collection: 'discounts',
      data: { code: uniqueSlug('code'), kind: 'fixed', value: 500 },
    }),
  'discount-uses': async () => {
    const order = await payload.create({ collection: 'orders', data: orderData() })
    const discount = await payload.create({
      collection: 'discounts',
      data: { code: uniqueSlug('code'), kind: 'percentage', value: 10 },
    })
    return payload.create({
      collection: 'discount-uses',
      data: { discount: discount.id, order: order.id, shopper: 'email:a@example.be' },
    })
  },
  'nop-order-records': () =>
    payload.create({
      collection: 'nop-order-records',
      data: { idempotencyKey: uniqueSlug('attempt'), stage: 'placed', nopOrderId: randomInt(1e9) },
    }),
  'mail-outbox': () =>
    payload.create({
      collection: 'mail-outbox',
      data: {
        recipient: 'a@example.be',
        subject: 'Uw bestelling',
        message: { to: 'a@example.be', subject: 'Uw bestelling', text: 'Bedankt.' },
        attempts: 0,
        nextAttemptAt: new Date(someday).toISOString(),
      },
    }),
  'gift-cards': () => payload.create({ collection: 'gift-cards', data: giftCardData() }),
  'gift-card-transactions': async () =>
    payload.create({
      collection: 'gift-card-transactions',
      data: {
        giftCard: (await payload.create({ collection: 'gift-cards', data: giftCardData() })).id,
        kind: 'issued',
        amount: 5000,
        balanceAfter: 5000,
      },
    }),
  'newsletter-subscribers': () =>
    payload.create({
      collection: 'newsletter-subscribers',
      data: { email: `${uniqueSlug('n')}@example.be` },
    }),
  admins: () =>
    payload.create({
      collection: 'admins',
      data: { email: `${uniqueSlug('a')}@example.be`, password: 'admin-password-123' },
    }),
  'payload-locked-documents': () =>
    payload.create({
      collection: 'payload-locked-documents',
      data: { globalSlug: uniqueSlug('g'), user: { relationTo: 'admins', value: adminId } },
    }),
  'payload-preferences': async () =>
    payload.create({
      collection: 'payload-preferences',
      data: { key: uniqueSlug('pref'), value: {}, user: { relationTo: 'admins', value: adminId } },
      user: {
        ...(await payload.findByID({ collection: 'admins', id: adminId })),
        collection: 'admins',
      },
    }),
}

/** What a caller sends to create one (media as an upload). */
const createBodies: Record<string, () => Promise<unknown>> = {
  products: async () => ({
    name: uniqueSlug('P'),
    priceCents: 1,
    sku: uniqueSlug('S'),
    vatClass: 'food',
    unit: 'piece',
  }),
  pages: async () => ({ slug: uniqueSlug('page'), title: 'Nieuw' }),
  posts: async () => ({ title: 'Nieuw', author: 'X', content: richText('Nieuw.') }),
  tests: async () => ({
    title: 'Nieuw',
    description: richText('Nieuw.'),
    startsOn: '2026-12-01',
    endsOn: '2026-12-15',
    places: 1,
  }),
  'test-applications': async () => ({
    test: testId,
    customerId: uniqueSlug('klant'),
    customerName: 'N',
    customerEmail: 'n@example.be',
  }),
  forms: async () => ({ title: 'Nieuw', confirmationMessage: richText('Bedankt.') }),
  'form-submissions': async () => ({
    form: formId,
    submissionData: [{ field: 'naam', value: 'X' }],
  }),
  'payload-jobs': async () => ({
    taskSlug: 'schedulePublish',
    input: scheduledPublish(),
    waitUntil: someday,
  }),
  reviews: async () => ({
    product: productId,
    authorName: 'X',
    title: 'T',
    text: 'T',
    rating: 5,
    approved: true,
  }),
  categories: async () => ({ id: 100000 + Math.floor(Math.random() * 800000), name: 'C' }),
  tags: async () => ({ name: 'T', slug: uniqueSlug('tag') }),
  breeds: async () => ({ name: 'B', slug: uniqueSlug('breed') }),
  media: async () => {
    const form = new FormData()
    form.append('file', await png(), `${uniqueSlug('upload')}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Upload' }))
    return form
  },
  redirects: async () => ({ from: `/${uniqueSlug('from')}`, to: '/' }),
  customers: async () => ({
    email: `${uniqueSlug('self')}@example.be`,
    password: 'abc',
    firstName: 'Self',
    lastName: 'Made',
    createdAt: '2001-01-01T00:00:00.000Z',
  }),
  addresses: async () => ({
    customer: customerId,
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.be',
    phone: '1',
    street: 'S',
    houseNumber: '1',
    postcode: '9000',
    city: 'Gent',
    country: 'BE',
  }),
  carts: async () => ({ guestId: crypto.randomUUID() }),
  orders: async () => orderData(),
  discounts: async () => ({ code: uniqueSlug('code'), kind: 'percentage', value: 10 }),
  'discount-uses': async () => ({ shopper: 'email:x@example.be' }),
  'nop-order-records': async () => ({ idempotencyKey: uniqueSlug('attempt'), stage: 'placed' }),
  'mail-outbox': async () => ({
    recipient: 'x@example.be',
    message: { to: 'x@example.be', subject: 'Vals', text: 'Vals.' },
    nextAttemptAt: new Date(someday).toISOString(),
  }),
  'gift-cards': async () => giftCardData(),
  'gift-card-transactions': async () => ({
    giftCard: (await payload.create({ collection: 'gift-cards', data: giftCardData() })).id,
    kind: 'returned',
    amount: 100000,
    balanceAfter: 100000,
  }),
  'newsletter-subscribers': async () => ({ email: `${uniqueSlug('n')}@example.be` }),
  admins: async () => ({ email: `${uniqueSlug('a')}@example.be`, password: 'admin-password-123' }),
  'payload-locked-documents': async () => ({
    globalSlug: uniqueSlug('g'),
    user: { relationTo: 'admins', value: adminId },
  }),
  'payload-preferences': async () => ({
    key: uniqueSlug('pref'),
    value: {},
    user: { relationTo: 'admins', value: adminId },
  }),
  'payload-migrations': async () => ({ name: 'forged', batch: 99 }),
  'payload-kv': async () => ({ key: uniqueSlug('kv'), data: {} }),
}

const updateBodies: Record<string, Record<string, unknown>> = {
  // The stock changes only by an adjustment (a hook adds it under the row lock): staff only too.
  products: { priceCents: 1, stockAdjustment: 1 },
  pages: { title: 'Gewijzigd' },
  posts: { title: 'Gewijzigd' },
  tests: { title: 'Gewijzigd' },
  'test-applications': { motivation: 'Gewijzigd' },
  forms: { title: 'Gewijzigd' },
  'form-submissions': { submissionData: [{ field: 'naam', value: 'Gewijzigd' }] },
  // Put off further: an update that makes the job due would publish the page at the next run.
  'payload-jobs': { waitUntil: '2099-06-01T00:00:00.000Z' },
  reviews: { approved: true },
  categories: { sortOrder: 7 },
  tags: { name: 'Gewijzigd' },
  breeds: { name: 'Gewijzigd' },
  media: { alt: 'Gewijzigd' },
  redirects: { to: '/elders' },
  customers: { firstName: 'Gewijzigd' },
  addresses: { city: 'Brugge' },
  carts: { termsAccepted: true },
  orders: { paymentStatus: 'paid' },
  discounts: { value: 20 },
  'discount-uses': { shopper: 'email:y@example.be' },
  'nop-order-records': { nopOrderId: 1 },
  'mail-outbox': { recipient: 'y@example.be' },
  'gift-cards': { balance: 999999 },
  'gift-card-transactions': { amount: 999999 },
  'newsletter-subscribers': { subscribed: false },
  admins: { name: 'Gewijzigd' },
  'payload-locked-documents': { globalSlug: 'gewijzigd' },
  'payload-preferences': { value: { changed: true } },
}

/**
 * y: done (or, for a write, let through to validation: 400 comes after the access check);
 * n: refused (401, 403, 404, or no such endpoint: 501); !: anything else, such as a 500.
 */
function outcome(status: number, write = false): 'y' | 'n' | '!' {
  if ((status >= 200 && status < 300) || (write && status === 400)) return 'y'
  return [401, 403, 404, 405, 501].includes(status) ? 'n' : '!'
}

/** A 2xx that holds no document (Payload's preferences answer so to strangers) shows nothing. */
const showed = (answer: RestAnswer, check: (body: Record<string, unknown>) => boolean) => {
  const seen = outcome(answer.status)
  return seen === 'y' && !check(answer.body) ? 'n' : seen
}

async function attempt(slug: string, operation: Operation, caller: Caller): Promise<string> {
  const headers = credentials[caller]
  if (operation === 'readVersions') {
    const answer = await rest('GET', `/api/${slug}/versions?depth=0`, { headers })
    return showed(answer, (body) => Array.isArray(body.docs))
  }
  if (operation === 'create') {
    const body = await createBodies[slug]()
    return outcome((await rest('POST', `/api/${slug}`, { headers, body })).status, true)
  }
  const doc = documents[slug] ? await documents[slug]() : { id: 1 }
  const id = String(doc.id)
  // Preferences are read and deleted by their key.
  const ref = 'key' in doc ? String(doc.key) : id
  switch (operation) {
    case 'list': {
      const answer = await rest('GET', `/api/${slug}?depth=0&where[id][equals]=${id}`, { headers })
      const docs = (body: Record<string, unknown>) => (body.docs as { id: unknown }[]) ?? []
      return showed(answer, (body) => docs(body).some((found) => String(found.id) === id))
    }
    case 'read': {
      const answer = await rest('GET', `/api/${slug}/${ref}?depth=0`, { headers })
      return showed(answer, (body) => String(body.id) === id)
    }
    case 'update':
      return outcome(
        (await rest('PATCH', `/api/${slug}/${id}`, { headers, body: updateBodies[slug] ?? {} }))
          .status,
        true,
      )
    default:
      return outcome((await rest('DELETE', `/api/${slug}/${ref}`, { headers })).status)
  }
}

beforeAll(async () => {
  payload = await testPayload()
  const product = await payload.create({
    collection: 'products',
    data: {
      name: 'Matrix',
      priceCents: 1,
      stock: 1,
      sku: uniqueSlug('M'),
      vatClass: 'food',
      unit: 'piece',
      outOfStock: 'notice',
      _status: 'published',
    },
  })
  productId = product.id
  const customer = await payload.create({
    collection: 'customers',
    data: { email: `${uniqueSlug('matrix')}@example.be`, firstName: 'M', lastName: 'C' },
  })
  customerId = customer.id
  const test = await payload.create({
    collection: 'tests',
    data: {
      title: 'Matrix',
      description: richText('Proef.'),
      startsOn: '2026-12-01',
      endsOn: '2026-12-15',
      places: 1,
      _status: 'published',
    },
  })
  testId = test.id
  const form = await payload.create({
    collection: 'forms',
    data: { title: uniqueSlug('Matrix'), confirmationMessage: richText('Bedankt.') },
  })
  formId = form.id
  const scheduledPage = await payload.create({
    collection: 'pages',
    draft: true,
    data: { slug: uniqueSlug('later'), title: 'Later', _status: 'draft' },
  })
  scheduledPageId = scheduledPage.id
  // What a customer would hold if Payload signed them in: a token signed with Payload's secret.
  const { token: customerToken } = await jwtSign({
    fieldsToSign: { id: customer.id, collection: 'customers', email: customer.email },
    secret: payload.secret,
    tokenExpiration: 3600,
  })
  credentials.customer = { authorization: `JWT ${customerToken}` }

  const email = `${uniqueSlug('staff')}@example.be`
  const admin = await payload.create({
    collection: 'admins',
    data: { email, password: 'staff-password-123' },
  })
  adminId = admin.id
  const login = await rest('POST', '/api/admins/login', {
    body: { email, password: 'staff-password-123' },
  })
  expect(login.status).toBe(200)
  credentials.admin = { authorization: `JWT ${login.body.token as string}` }
}, 120_000)

// What this file made goes again: the seed test makes the first staff account and the demo
// reviews, the catalog tests list every root category, a run of the job queue would find the
// scheduled publications.
afterAll(async () => {
  await payload.delete({ collection: 'admins', where: { email: { contains: '@example.be' } } })
  await payload.delete({ collection: 'categories', where: { id: { greater_than: 1000 } } })
  await payload.delete({ collection: 'reviews', where: { product: { equals: productId } } })
  await payload.delete({
    collection: 'payload-jobs',
    where: { waitUntil: { greater_than: '2098-12-31' } },
  })
})

describe('Payload REST API access', () => {
  it('has a row for every collection and global', () => {
    expect(payload.config.collections.map((c) => c.slug).sort()).toEqual(
      Object.keys(collections).sort(),
    )
    expect(payload.config.globals.map((g) => g.slug).sort()).toEqual(Object.keys(globals).sort())
  })

  for (const [slug, row] of Object.entries(collections)) {
    it(`${slug}: ${JSON.stringify(row)}`, async () => {
      const seen = {} as Row
      for (const caller of ['anonymous', 'customer', 'admin'] as const) {
        let cells = ''
        for (const operation of operations) cells += await attempt(slug, operation, caller)
        seen[caller] = cells as Row[Caller]
      }
      expect(JSON.stringify(seen)).toBe(JSON.stringify(row))
    })
  }

  for (const [slug, row] of Object.entries(globals)) {
    it(`global ${slug}: ${JSON.stringify(row)}`, async () => {
      const seen: Record<string, string> = {}
      for (const caller of ['anonymous', 'customer', 'admin'] as const) {
        const headers = credentials[caller]
        const read = await rest('GET', `/api/globals/${slug}?depth=0`, { headers })
        const update = await rest('POST', `/api/globals/${slug}`, {
          headers,
          body: {},
        })
        const versions = await rest('GET', `/api/globals/${slug}/versions`, { headers })
        seen[caller] = [
          outcome(read.status),
          outcome(update.status, true),
          showed(versions, (body) => Array.isArray(body.docs)),
        ].join('')
      }
      expect(JSON.stringify(seen)).toBe(JSON.stringify(row))
    })
  }

  it('lets only staff place a phone order', async () => {
    const seen: Record<string, string> = {}
    for (const caller of ['anonymous', 'customer', 'admin'] as const) {
      const answer = await rest('POST', '/api/orders/phone-order', {
        headers: credentials[caller],
        body: {},
      })
      seen[caller] = outcome(answer.status, true)
    }
    expect(seen).toEqual({ anonymous: 'n', customer: 'n', admin: 'y' })
  })

  it('gives customers no sign-in, token or reset link of Payload’s own', async () => {
    const customer = await payload.create({
      collection: 'customers',
      data: { email: `${uniqueSlug('door')}@example.be`, firstName: 'D', lastName: 'C' },
    })
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { password: 'correct-horse-9' },
    })
    const body = { email: customer.email, password: 'correct-horse-9', token: 'x' }
    for (const operation of [
      'login',
      'forgot-password',
      'reset-password',
      'unlock',
      'refresh-token',
    ]) {
      const answer = await rest('POST', `/api/customers/${operation}`, { body })
      expect(outcome(answer.status), `${operation}: ${answer.status}`).toBe('n')
      expect(JSON.stringify(answer.body)).not.toContain('token":"ey')
    }
    expect(
      outcome((await rest('GET', '/api/customers/me', { headers: credentials.customer })).status),
    ).not.toBe('!')
    const me = await rest('GET', '/api/customers/me', { headers: credentials.customer })
    expect(me.body.user ?? null).toBeNull()
  })
})
