import { describe, expect, it } from 'vitest'

import { oldScreenRedirect } from '@/routing/old-screens'

describe('old screen addresses', () => {
  it.each([
    ['/uitchecken', '/checkout'],
    ['/fr/uitchecken', '/fr/checkout'],
    ['/en/uitchecken/', '/en/checkout'],
    ['/stap-bevestigen', '/checkout'],
    ['/en/step-confirm', '/en/checkout'],
    ['/stap-afleveradres', '/checkout?step=details'],
    ['/fr/stap-afleveradres', '/fr/checkout?step=details'],
    ['/en/step-delivery-address', '/en/checkout?step=details'],
    ['/Stap-Bevestigen', '/checkout'],
  ])('checkout step %s → %s', (from, to) => {
    expect(oldScreenRedirect(from)).toBe(to)
  })

  it.each([
    ['/packages-promos', '/vleessoorten/52/Pakketten-en-promos'],
    ['/fr/packages-promos', '/fr/types-de-viande/52/Colis-et-promos'],
    ['/en/packages-promos', '/en/meat-types/52/Packages-and-promos'],
    ['/meat-packages', '/vleessoorten/1/Vleespakketten'],
    ['/en/bbq-packages', '/en/meat-types/53/BBQ-packages'],
    ['/fr/deli', '/fr/types-de-viande/54/%C3%89picerie-fine'],
    ['/promotions', '/vleessoorten/56/Promoties'],
    ['/beef', '/vleessoorten/2/Rund'],
    ['/fr/poultry', '/fr/types-de-viande/6/Volaille'],
    ['/en/wild', '/en/meat-types/7/Wild'],
    ['/products', '/producten'],
    ['/fr/products', '/fr/produits'],
  ])('screen %s → %s', (from, to) => {
    expect(oldScreenRedirect(from)).toBe(to)
  })

  it.each([
    '/',
    '/producten',
    '/en/products',
    '/checkout',
    '/winkelmand',
    '/constructor',
    '/toString',
    '/vlees/12/beef',
    '/de/uitchecken',
    '/uitchecken/stap-2',
  ])('leaves %s alone', (path) => {
    expect(oldScreenRedirect(path)).toBeNull()
  })
})
