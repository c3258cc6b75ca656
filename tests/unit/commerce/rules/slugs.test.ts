import { describe, expect, it } from 'vitest'

import { categorySlug, productSlug, sameSlug } from '@/commerce/rules/slugs'

describe('productSlug', () => {
  it.each([
    ['Entrecote', 'entrecote'],
    ['Rib-eye steak', 'rib-eye-steak'],
    ["Côte à l'os Angus", 'côte-à-los-angus'],
    ['Paté van de chef', 'paté-van-de-chef'],
    ["Chef's pâté", 'chefs-pâté'],
    ['“Gerookt” spek', 'gerookt-spek'],
    ['Hamburgers (4 stuks)', 'hamburgers-4-stuks'],
    ['  Wagyu   entrecote ', 'wagyu-entrecote'],
    ['Steakpromo: 4 steaks', 'steakpromo-4-steaks'],
    ['Varken / kalf', 'varken-kalf'],
    ['50% korting?', '50-korting'],
    ['Haché - porc', 'haché-porc'],
    ['Cadeaubon € 50', 'cadeaubon-50'],
  ])('%s → %s', (name, slug) => {
    expect(productSlug(name)).toBe(slug)
  })

  it('gives the same slug for composed and decomposed accents', () => {
    expect(productSlug('Entrecôte')).toBe(productSlug('Entreco\u0302te'))
  })
})

describe('categorySlug', () => {
  it.each([
    ['Rund', 'Rund'],
    ['Packages and promos', 'Packages-and-promos'],
    ["Pakketten en promo's", 'Pakketten-en-promos'],
    ['BBQ-pakketten', 'BBQ-pakketten'],
    ['Épicerie fine', 'Épicerie-fine'],
  ])('%s → %s', (name, slug) => {
    expect(categorySlug(name)).toBe(slug)
  })
})

describe('sameSlug', () => {
  it('accepts the slug encoded or not', () => {
    expect(sameSlug('entrecôte', 'entrecôte')).toBe(true)
    expect(sameSlug('entrec%C3%B4te', 'entrecôte')).toBe(true)
  })

  it('rejects another slug and malformed encodings', () => {
    expect(sameSlug('entrecote', 'entrecôte')).toBe(false)
    expect(sameSlug('%E0%A4%A', 'entrecôte')).toBe(false)
  })
})
