import { describe, expect, it } from 'vitest'

import { legacyRedirect } from '@/routing/legacy-redirects'

describe('legacy redirects', () => {
  it.each([
    ['/vlees/12/entrecote-nop_4.8', '/vlees/12/entrecote'],
    ['/vlees/12/entrecote/nop_4.8', '/vlees/12/entrecote'],
    ['/vleesnop_4.8/12/entrecote', '/vlees/12/entrecote'],
    ['/fr/viande/12/entrec%C3%B4te-nop_4.6%20copy', '/fr/viande/12/entrec%C3%B4te'],
    ['/en/meat/12/beef nop_4.6 copy', '/en/meat/12/beef'],
  ])('product variant %s → %s', (from, to) => {
    expect(legacyRedirect(from)).toBe(to)
  })

  it.each([
    ['/winkelmand25old', '/winkelmand'],
    ['/winkelmandcopy', '/winkelmand'],
    ['/winkelmand-new', '/winkelmand'],
    ['/fr/panier-copy', '/fr/panier'],
    ['/en/shopping-cart25old', '/en/shopping-cart'],
    ['/en/shopping-cartnew', '/en/shopping-cart'],
  ])('cart variant %s → %s', (from, to) => {
    expect(legacyRedirect(from)).toBe(to)
  })

  it.each([
    '/',
    '/winkelmand',
    '/producten',
    '/nieuws',
    '/vlees/12/new',
    '/en/products-copy',
    '/fr/winkelmandcopy',
  ])('leaves %s alone', (path) => {
    expect(legacyRedirect(path)).toBeNull()
  })
})
