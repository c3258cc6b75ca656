import { expect, test } from '@playwright/test'

import { asAdmin } from './support/admin'

test('bad input in addresses and queries gets a 4xx, never a 500 or a stack trace', async ({
  request,
}) => {
  for (const [url, status] of [
    ['/api/storefront/suggest?locale=nl&q=ŉ', 200],
    ['/api/storefront/suggest?locale=nl&q=⑴', 200],
    ['/en/search?q=ŉ', 200],
    ['/zoeken?q=⑴', 200],
    ['/producten?page=-5', 200],
    ['/en/search?q=kip&page=-5', 200],
    ['/api/products/abc', 404],
    ['/api/reviews/1.5', 404],
    ['/api/media/NaN', 404],
    ['/api/products/99999999999', 404],
    ['/api/products?page=-5', 400],
    ['/api/products?limit=-1', 400],
    ['/api/products?where=abc', 400],
    ['/api/media/file/does-not-exist.webp', 404],
  ] as const) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(status)
    expect(await response.text(), url).not.toMatch(/\bat \S+ \(|node_modules|\.js:\d+/)
  }
})

test('a server action posted from another site is refused with 403', async ({ request }) => {
  for (const path of ['/en/login', '/winkelmand', '/admin/login']) {
    const response = await request.post(path, {
      headers: {
        Origin: 'https://evil.example',
        'Next-Action': '0'.repeat(40),
        'Content-Type': 'text/plain;charset=UTF-8',
      },
      data: '[]',
    })
    expect(response.status(), path).toBe(403)
  }
})

/** How many levels of related documents a REST answer holds (a document at the top is level 0). */
function populatedDepth(value: unknown, level = -1): number {
  if (Array.isArray(value))
    return Math.max(level, ...value.map((item) => populatedDepth(item, level)))
  if (!value || typeof value !== 'object') return level
  const isDocument = 'id' in value && 'updatedAt' in value
  const here = isDocument ? level + 1 : level
  return Math.max(here, ...Object.values(value).map((item) => populatedDepth(item, here)))
}

test('an anonymous REST read is bounded to depth 2 and 100 documents; an admin’s is not', async ({
  request,
}) => {
  const anonymous = await request.get('/api/products?depth=10&limit=1000&pagination=false')
  expect(anonymous.status()).toBe(200)
  const found = await anonymous.json()
  expect(found.limit).toBe(100)
  expect(found.docs).toHaveLength(Math.min(100, found.totalDocs))
  expect(populatedDepth(found.docs)).toBe(2)

  const headers = await asAdmin(request)
  const admin = await (await request.get('/api/products?depth=3&limit=150', { headers })).json()
  expect(admin.limit).toBe(150)
  expect(populatedDepth(admin.docs)).toBe(3)

  const overridden = await request.post('/api/products', {
    headers: { 'X-HTTP-Method-Override': 'GET', 'Content-Type': 'application/json' },
    data: { depth: 10 },
  })
  expect(overridden.status()).toBe(400)
})
