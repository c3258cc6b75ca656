import { describe, expect, it } from 'vitest'

import { inListOrder, inPriceOrder } from '@/commerce/nopcommerce/product-order'
import { bestMatches, comparedWords, searchPlan } from '@/commerce/nopcommerce/search-match'

describe('the storefront’s search on nopCommerce', () => {
  it('asks nopCommerce for the longest word it searches, and compares every word', () => {
    expect(searchPlan('lamb ch')).toEqual({ term: 'lamb', words: ['lamb', 'ch'] })
    expect(searchPlan('  Côte à l’OS ')).toEqual({ term: 'Côte', words: ['cote', 'a', 'l', 'os'] })
    expect(searchPlan('ŉ kipp')).toEqual(searchPlan('n kipp'))
  })

  it('asks nothing when no word reaches the shop’s minimum term length', () => {
    for (const query of ['', 'ki', '  & | ! ', '⑴', 'ŉ ab']) expect(searchPlan(query)).toBeNull()
  })

  it('compares words without case, accents, ligatures, markup or entities', () => {
    expect(comparedWords('<p>Haché de b&#339;uf &amp; Œufs</p>')).toEqual([
      'hache',
      'de',
      'boeuf',
      'oeufs',
    ])
    expect(comparedWords('Bœuf ﬁlet')).toEqual(['boeuf', 'filet'])
  })

  it('keeps what every word begins a word of, names first', () => {
    const found = [
      { name: 'Lamsstoofvlees', fullDescription: 'Lamb chops and more' },
      { name: 'Hele lamb chop', shortDescription: '' },
      { name: 'Lamb chops' },
      { name: 'Lamb rack' },
    ]
    const plan = searchPlan('lamb ch')!
    expect(bestMatches(found, plan, 'en').map((product) => product.name)).toEqual([
      'Lamb chops',
      'Hele lamb chop',
      'Lamsstoofvlees',
    ])
  })
})

describe('the storefront’s order of a list it gathered from several categories', () => {
  const items = [
    { id: 3, name: 'Côte', price: { amount: 900 } },
    { id: 1, name: 'Carré', price: { amount: 1500 } },
    { id: 2, name: 'Boulette', price: { amount: 900 } },
  ]

  it('orders by name in the visitor’s language, or newest (highest id) first', () => {
    expect(inListOrder(items, 'name', 'fr').map((item) => item.id)).toEqual([2, 1, 3])
    expect(inListOrder(items, 'relevance', 'fr').map((item) => item.id)).toEqual([2, 1, 3])
    expect(inListOrder(items, 'newest', 'fr').map((item) => item.id)).toEqual([3, 2, 1])
  })

  it('orders by price either way, then by name', () => {
    expect(inPriceOrder(items, 'asc', 'fr').map((item) => item.id)).toEqual([2, 3, 1])
    expect(inPriceOrder(items, 'desc', 'fr').map((item) => item.id)).toEqual([1, 2, 3])
  })
})
