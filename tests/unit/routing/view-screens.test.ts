import { describe, expect, it } from 'vitest'

import { listAddressOf } from '@/routing/view-screens'

describe('listAddressOf', () => {
  it('gives the list and its state as a query for each view route', () => {
    expect(listAddressOf('/inspiration/[id]', { id: 'tag=recipes' })).toEqual({
      pathname: '/inspiration',
      params: {},
      query: { tag: 'recipes' },
    })
    expect(listAddressOf('/news/[id]', { id: 'page%3D2' })).toEqual({
      pathname: '/news',
      params: {},
      query: { page: '2' },
    })
    expect(
      listAddressOf('/meat-types/[id]/[slug]/[view]', {
        id: '2',
        slug: 'Rund',
        view: 'sort%3Dprice-asc%26tag%3Dbbq',
      }),
    ).toEqual({
      pathname: '/meat-types/[id]/[slug]',
      params: { id: '2', slug: 'Rund' },
      query: { sort: 'price-asc', tag: 'bbq' },
    })
    expect(listAddressOf('/products/[view]', { view: 'page=3' })?.query).toEqual({ page: '3' })
    expect(listAddressOf('/search/[view]', { view: 'q=steak' })?.pathname).toBe('/search')
  })

  it('is null for every other route', () => {
    expect(listAddressOf('/inspiration', {})).toBeNull()
    expect(listAddressOf('/inspiration/[id]/[slug]', { id: '4', slug: 'x' })).toBeNull()
    expect(listAddressOf('/meat/[id]/[slug]', { id: '4', slug: 'x' })).toBeNull()
    expect(listAddressOf('constructor', {})).toBeNull()
  })
})
