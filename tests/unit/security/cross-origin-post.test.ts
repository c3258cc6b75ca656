import { describe, expect, it } from 'vitest'

import { crossOriginPost } from '@/security/cross-origin-post'

const post = (headers: Record<string, string>, method = 'POST') =>
  crossOriginPost(method, new Headers(headers))

describe('crossOriginPost', () => {
  it('lets through posts from the site itself, and requests that are no posts', () => {
    expect(post({ host: 'shop.be', origin: 'https://shop.be' })).toBe(false)
    expect(
      post({ host: 'internal:3000', 'x-forwarded-host': 'shop.be', origin: 'https://shop.be' }),
    ).toBe(false)
    expect(post({ host: 'shop.be' })).toBe(false)
    expect(post({ host: 'shop.be', origin: 'https://evil.example' }, 'GET')).toBe(false)
  })

  it('catches posts from another site, an opaque origin or a malformed one', () => {
    expect(post({ host: 'shop.be', origin: 'https://evil.example' })).toBe(true)
    expect(post({ host: 'shop.be', origin: 'https://shop.be.evil.example' })).toBe(true)
    expect(post({ host: 'shop.be', origin: 'null' })).toBe(true)
    expect(post({ host: 'shop.be', origin: 'not a url' })).toBe(true)
    expect(post({ host: 'a', 'x-forwarded-host': 'shop.be, a', origin: 'https://a' })).toBe(true)
  })
})
