import { describe, expect, it } from 'vitest'

import { prefetchesInView } from '@/i18n/fresh-pages'

describe('which links prefetch their page as they come into view', () => {
  it('leaves out the pages made fresh for each visitor', () => {
    for (const href of [
      '/shopping-cart',
      '/checkout',
      '/checkout/login',
      '/account',
      '/account/orders?page=2',
      { pathname: '/checkout/completed/[orderId]' },
      { pathname: '/account' },
    ])
      expect(prefetchesInView(href), JSON.stringify(href)).toBe(false)
  })

  it('keeps the cached pages, also those whose name starts like a fresh one', () => {
    for (const href of [
      '/',
      '/products',
      '/privacy-policy',
      '/accounting-tips',
      { pathname: '/meat/[id]/[slug]' },
    ])
      expect(prefetchesInView(href), JSON.stringify(href)).toBe(true)
  })
})
