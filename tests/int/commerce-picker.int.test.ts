/**
 * The admin's product and category pickers ask `GET /api/commerce-picker/{products|categories}`:
 * staff find them by name and get the names of the chosen ids, from the shop's commerce
 * interface, in the admin's language; nobody else gets an answer.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { testProduct } from './support/native-shop'
import { testPayload } from './support/payload'
import { rest, staffAndCustomerHeaders } from './support/rest'

vi.mock('@/cache/data-cache', () => import('./support/data-cache-outside-next'))

let payload: Payload
let staff: Record<string, string>
let customer: Record<string, string>

/** A word no other product or category of the run has, letters only (the search splits on others). */
const word = `kiesrib${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)}`
const names = { nl: `${word} van het huis`, fr: `${word} de la maison` }
const categoryNames = { nl: `Gerookt vlees ${word}`, fr: `Viande fumée ${word}` }
const categoryId = 900_000 + Math.floor(Math.random() * 99_999)
let productId: number
let otherId: number
let draftId: number

const pick = (kind: string, query: string, headers: Record<string, string> = staff) =>
  rest('GET', `/api/commerce-picker/${kind}?${query}`, { headers })

beforeAll(async () => {
  payload = await testPayload()
  ;({ staff, customer } = await staffAndCustomerHeaders(payload))
  const product = await testProduct('picker')
  await payload.update({
    collection: 'products',
    id: product.id,
    locale: 'nl',
    data: { name: names.nl },
  })
  await payload.update({
    collection: 'products',
    id: product.id,
    locale: 'fr',
    data: { name: names.fr },
  })
  productId = product.id
  otherId = (await testProduct(`${word} worst`)).id
  draftId = (await testProduct(`${word} concept`, { _status: 'draft' })).id
  await payload.create({
    collection: 'categories',
    locale: 'nl',
    data: { id: categoryId, name: categoryNames.nl },
  })
  await payload.update({
    collection: 'categories',
    id: categoryId,
    locale: 'fr',
    data: { name: categoryNames.fr },
  })
})

describe('staff', () => {
  it('find products by the start of a word of their name, named in the admin’s language', async () => {
    const nl = await pick('products', `q=${word.slice(0, 9)}`)
    expect(nl.status).toBe(200)
    expect(nl.headers.get('cache-control')).toContain('no-store')
    expect(nl.body.choices).toContainEqual({ id: productId, name: names.nl })
    const ids = (nl.body.choices as { id: number }[]).map((choice) => choice.id)
    expect(ids).toContain(otherId)
    // What the shop does not show is not offered.
    expect(ids).not.toContain(draftId)

    const fr = await pick('products', `q=${word}`, { ...staff, 'accept-language': 'fr' })
    expect(fr.body.choices).toContainEqual({ id: productId, name: names.fr })
  })

  it('get the names of chosen products in their order, without those the shop no longer shows', async () => {
    const answer = await pick('products', `ids=${otherId},${draftId},987654321,${productId}`)
    expect(answer.status).toBe(200)
    expect(answer.body.choices).toEqual([
      { id: otherId, name: expect.stringContaining(word) },
      { id: productId, name: names.nl },
    ])
  })

  it('find categories by any part of their name, whatever its case and accents', async () => {
    const found = await pick('categories', `q=${encodeURIComponent(`FUMEE ${word}`)}`, {
      ...staff,
      'accept-language': 'fr',
    })
    expect(found.status).toBe(200)
    expect(found.body.choices).toEqual([{ id: categoryId, name: categoryNames.fr }])

    const named = await pick('categories', `ids=${categoryId}`)
    expect(named.body.choices).toEqual([{ id: categoryId, name: categoryNames.nl }])
  })
})

describe('nobody else', () => {
  it('anonymous visitors are asked to sign in', async () => {
    const answer = await pick('products', `q=${word}`, {})
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({
      errors: [{ message: 'Meld je eerst aan in de beheeromgeving.' }],
    })
  })

  it('shoppers are refused, in their language', async () => {
    const french = [
      'Connectez-vous d’abord à l’administration.',
      'Seuls les administrateurs y ont accès.',
    ]
    for (const kind of ['products', 'categories']) {
      const answer = await pick(kind, `ids=${productId}`, {
        ...customer,
        'accept-language': 'fr',
      })
      // A shopper's token does not sign in to Payload at all (401) or not as staff (403).
      expect([401, 403]).toContain(answer.status)
      expect(answer.body).toEqual({ errors: [{ message: expect.toBeOneOf(french) }] })
    }
  })
})

describe('bad input', () => {
  it.each([
    ['nothing asked', '', 'Geef een zoekterm (q) of nummers (ids), niet allebei.'],
    ['an empty text', 'q=%20%20', 'Geef een zoekterm (q) of nummers (ids), niet allebei.'],
    ['a text and ids', `q=${word}&ids=1`, 'Geef een zoekterm (q) of nummers (ids), niet allebei.'],
    ['a text too long', `q=${'a'.repeat(101)}`, 'Een zoekterm heeft hoogstens 100 tekens.'],
    ['ids that are no numbers', 'ids=12,abc', expect.stringContaining('gehele getallen vanaf 1')],
    ['a zero id', 'ids=0', expect.stringContaining('gehele getallen vanaf 1')],
    [
      'too many ids',
      `ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
      expect.stringContaining('hoogstens 50'),
    ],
  ])('is a 400 with a message: %s', async (_, query, message) => {
    const answer = await pick('products', query)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ errors: [{ message }] })
  })

  it('is explained in the admin’s language', async () => {
    const answer = await pick('categories', 'ids=-3', { ...staff, 'accept-language': 'en' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      errors: [{ message: 'Numbers are whole numbers from 1, separated by commas, at most 50.' }],
    })
  })
})
