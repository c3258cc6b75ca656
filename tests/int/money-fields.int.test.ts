import config from '@payload-config'
import type { Field, Payload, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload, uniqueSlug } from './support/payload'
import { rest } from './support/rest'

let payload: Payload
let admin: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  const email = `${uniqueSlug('money')}@example.be`
  await payload.create({ collection: 'admins', data: { email, password: 'money-password-123' } })
  const login = await rest('POST', '/api/admins/login', {
    body: { email, password: 'money-password-123' },
  })
  expect(login.status).toBe(200)
  admin = { authorization: `JWT ${login.body.token as string}` }
}, 120_000)

/** Every field with a name, by its path (array rows, groups and tabs flattened). */
function namedFields(fields: Field[], prefix = ''): Array<[string, Field]> {
  return fields.flatMap((field): Array<[string, Field]> => {
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.slice(0, -1)
    const inner = 'name' in field && field.name ? `${path}.` : prefix
    const own: Array<[string, Field]> = 'name' in field && field.name ? [[path, field]] : []
    if ('fields' in field) return [...own, ...namedFields(field.fields, inner)]
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        namedFields(tab.fields, 'name' in tab && tab.name ? `${inner}${tab.name}.` : inner),
      )
    return own
  })
}

/** A label in a language, as the admin shows it (the admin-labels plugin makes it a function). */
const words = (label: unknown, language: string): string =>
  typeof label === 'function'
    ? String(label({ i18n: { language, fallbackLanguage: 'nl' } }))
    : typeof label === 'object' && label !== null
      ? String((label as Record<string, string>)[language])
      : String(label ?? '')

const componentPath = (component: unknown) =>
  typeof component === 'string' ? component : (component as { path?: string } | undefined)?.path

/** The amounts in cents the admin shows, per collection or global. */
const moneyPaths: Record<string, string[]> = {
  products: ['priceCents', 'giftCardAmountCents'],
  orders: [
    'lines.unitPrice',
    'lines.total',
    'lines.giftCard.amount',
    'giftCards.amount',
    'giftCards.remaining',
    'subtotal',
    'shipping',
    'discount',
    'total',
    'vat.amount',
  ],
  discounts: ['value', 'minimumCents'],
  'gift-cards': ['amount', 'balance'],
  'gift-card-transactions': ['amount', 'balanceAfter'],
  'shop-settings': [
    ...['BE', 'NL', 'FR', 'DE', 'LU'].flatMap((country) => [
      `shipping.${country}.rate`,
      `shipping.${country}.freeFrom`,
    ]),
    'giftTiers.from',
  ],
}

describe('money fields in the admin', () => {
  it('show and take euros through the one money field, in edit views and lists', async () => {
    const sanitized: SanitizedConfig = await config
    const entities = [...sanitized.collections, ...sanitized.globals]
    for (const [slug, paths] of Object.entries(moneyPaths)) {
      const entity = entities.find((candidate) => candidate.slug === slug)!
      const fields = new Map(namedFields(entity.fields))
      for (const path of paths) {
        const field = fields.get(path)
        expect(field?.type, `${slug} ${path}`).toBe('number')
        const components = (field?.admin as { components?: Record<string, unknown> }).components
        expect(componentPath(components?.Field), `${slug} ${path}`).toBe(
          '@/components/admin/money-field#MoneyField',
        )
        expect(componentPath(components?.Cell), `${slug} ${path}`).toBe(
          '@/components/admin/money-field#MoneyCell',
        )
        // No label speaks of cents any more: the owner sees and types euros.
        for (const language of ['nl', 'fr', 'en'])
          expect(words(field && 'label' in field ? field.label : '', language)).not.toMatch(
            /cent|cts/i,
          )
      }
    }
  })

  it('keep cents: a price typed as 17,90 in the admin is stored as 1790', async () => {
    const made = await rest('POST', '/api/products', {
      headers: admin,
      body: { name: uniqueSlug('Euroworst'), priceCents: 1790, stock: 1, _status: 'published' },
    })
    expect(made.status).toBe(201)
    const id = (made.body.doc as { id: number }).id
    expect((await payload.findByID({ collection: 'products', id })).priceCents).toBe(1790)
  })

  it('refuse what is not a whole number of cents, in the admin’s language', async () => {
    for (const [language, words] of [
      ['nl', 'Een bedrag in euro vanaf 0, bijvoorbeeld 17,90.'],
      ['fr', 'Un montant en euros à partir de 0, par exemple 17,90.'],
      ['en', 'An amount in euros from 0, for example 17.90.'],
    ]) {
      const refused = await rest('POST', `/api/products?locale=${language}`, {
        headers: { ...admin, 'accept-language': language },
        body: { name: uniqueSlug('Centworst'), priceCents: 17.9, stock: 1, _status: 'published' },
      })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain(words)
    }
    const negative = await rest('POST', '/api/globals/shop-settings', {
      headers: { ...admin, 'accept-language': 'nl' },
      body: { giftTiers: [{ from: -100, gift: 'Mosterd' }] },
    })
    expect(negative.status).toBe(400)
    expect(JSON.stringify(negative.body)).toContain('Een bedrag in euro vanaf 0')
  })

  it('take a discount’s value as an amount when it is fixed, as a percentage otherwise', async () => {
    const fixed = await rest('POST', '/api/discounts', {
      headers: { ...admin, 'accept-language': 'fr' },
      body: { code: uniqueSlug('vast'), kind: 'fixed', value: 250.5, active: true },
    })
    expect(fixed.status).toBe(400)
    expect(JSON.stringify(fixed.body)).toContain('Un montant en euros à partir de 0')
    const percent = await rest('POST', '/api/discounts', {
      headers: { ...admin, 'accept-language': 'fr' },
      body: { code: uniqueSlug('pct'), kind: 'percentage', value: 12.5, active: true },
    })
    expect(percent.status).toBe(400)
    expect(JSON.stringify(percent.body)).toContain('Un nombre entier à partir de 0.')
    const amount = await rest('POST', '/api/discounts', {
      headers: admin,
      body: { code: uniqueSlug('bedrag'), kind: 'fixed', value: 500, active: true },
    })
    expect(amount.status).toBe(201)
  })
})
