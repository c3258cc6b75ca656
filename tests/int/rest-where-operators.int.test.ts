import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { Writable } from 'node:stream'
import { getPayload, type SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { payloadLogger } from '@/logging/log'
import { boundedRest } from '@/security/bounded-rest'

// The app's Payload with its production logger writing here (as in rest-error-logs).
const lines: string[] = []
const destination = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    done()
  },
})
const capturedConfig = config.then(
  (sanitized): SanitizedConfig => ({
    ...sanitized,
    logger: payloadLogger({ production: true, destination }) as SanitizedConfig['logger'],
  }),
)
const get = boundedRest(REST_GET(capturedConfig), capturedConfig)

/** An anonymous GET of the REST API through the app's bounds. */
async function anonymous(path: string) {
  const [pathname] = path.split('?')
  const slug = pathname.split('/').filter(Boolean)
  const response = await get(new Request(`http://localhost:3000/api${path}`), {
    params: Promise.resolve({ slug }),
  })
  return { status: response.status, body: await response.text() }
}

beforeAll(async () => {
  await getPayload({ config: capturedConfig })
})

const STACK = /stack|\n\s+at /

/** Every operator Payload knows, on fields of every type of two public collections. */
const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'within',
  'intersects',
  'near',
]
const FIELDS = {
  products: [
    'id',
    'name',
    'name.fr',
    'sku',
    'priceCents',
    'vatClass',
    'giftCard',
    'categories',
    'categories.name',
    'breed',
    'images',
    'createdAt',
    '_status',
  ],
  posts: [
    'title',
    'publishedAt',
    'cover',
    'content',
    'content.root.children.text',
    'recipe.servings',
    'recipe.ingredients.name',
    'recipe.productIds',
    'category',
  ],
}
/** A word, numbers an id column cannot hold, a year PostgreSQL lacks, a list, nothing. */
const VALUES = ['x', '1', '1.5', '99999999999', '0000-01-01', 'true', 'published', '1,2', '']

describe('where operators on the REST API', () => {
  it('every operator on every field type answers without a 500 or a stack in the log', async () => {
    const failures: string[] = []
    const statuses = new Map<number, number>()
    for (const [collection, fields] of Object.entries(FIELDS))
      for (const field of fields)
        for (const operator of OPERATORS)
          for (const value of VALUES) {
            lines.length = 0
            const query = `where[${field}][${operator}]=${encodeURIComponent(value)}`
            const { status } = await anonymous(`/${collection}?${query}&limit=1&depth=0`)
            statuses.set(status, (statuses.get(status) ?? 0) + 1)
            if (status >= 500 || lines.some((line) => STACK.test(line)))
              failures.push(`${collection} ${query}: ${status}`)
          }
    expect(failures).toEqual([])
    expect([...statuses.keys()].sort()).toEqual([200, 400])
  }, 120_000)

  it('an operator the field type has no SQL for is a 400 that says so, logged without a stack', async () => {
    lines.length = 0
    const response = await anonymous('/products?where[priceCents][near]=1,2')
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body).errors[0].message).toBe(
      'where: priceCents is a number field, which cannot be filtered with "near"',
    )
    expect(lines.join('\n')).not.toMatch(STACK)
  })

  it('a value the column cannot hold is a 400 that names it, also inside and/or and JSON', async () => {
    const select = await anonymous('/products?where[or][0][vatClass][equals]=x')
    expect(select.status).toBe(400)
    expect(JSON.parse(select.body).errors[0].message).toBe('vatClass has no option "x"')
    const json = encodeURIComponent(JSON.stringify({ and: [{ breed: { in: ['1', 'x'] } }] }))
    const relation = await anonymous(`/products?where=${json}`)
    expect(relation.status).toBe(400)
    expect(JSON.parse(relation.body).errors[0].message).toBe('breed takes numbers (ids)')
  })

  it('the filters a shop and its admin use still answer', async () => {
    for (const query of [
      'where[name][like]=rund',
      'where[priceCents][greater_than]=100',
      'where[categories][in]=1,2',
      'where[categories][contains]=1',
      'where[_status][equals]=published',
      'where[createdAt][less_than]=2100-01-01',
      'where[giftCard][equals]=false',
      'where[id][in]=1,2',
      'where[categories.name][like]=vlees',
    ]) {
      const response = await anonymous(`/products?${query}&limit=1`)
      expect(response.status, query).toBe(200)
    }
  })
})
