import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { freshSections, mayPrefetch } from '@/i18n/fresh-pages'

const shopperGroup = path.resolve(
  import.meta.dirname,
  '../../../src/app/(storefront)/[locale]/(shopper)',
)

describe('which links may fetch their page ahead of the click', () => {
  it('knows every page of the shopper route group, and the cart', () => {
    const folders = readdirSync(shopperGroup, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect([...freshSections].sort()).toEqual(['shopping-cart', ...folders].sort())
  })

  it('leaves out the pages made fresh for each visitor', () => {
    for (const href of [
      '/shopping-cart',
      '/checkout',
      '/checkout/login',
      '/account',
      '/account/orders?page=2',
      '/login',
      '/register',
      { pathname: '/checkout/completed/[orderId]' },
      { pathname: '/orderdetails/[orderId]' },
      { pathname: '/account' },
    ])
      expect(mayPrefetch(href), JSON.stringify(href)).toBe(false)
  })

  it('keeps the cached pages, also those whose name starts like a fresh one', () => {
    for (const href of [
      '/',
      '/products',
      '/privacy-policy',
      '/accounting-tips',
      '/testimonials',
      { pathname: '/meat/[id]/[slug]' },
    ])
      expect(mayPrefetch(href), JSON.stringify(href)).toBe(true)
  })
})
