import { describe, expect, it } from 'vitest'

import { listFromView, listViewPath } from '@/routing/list-views'

const query = (text: string) => new URLSearchParams(text)

describe('list views', () => {
  it('moves a category list’s state from the query into a view segment, in every language', () => {
    expect(listViewPath('/vleessoorten/2/rund', query('sort=price-asc&page=2'))).toBe(
      '/vleessoorten/2/rund/page%3D2%26sort%3Dprice-asc',
    )
    expect(listViewPath('/fr/types-de-viande/2/boeuf', query('tag=bbq'))).toBe(
      '/fr/types-de-viande/2/boeuf/tag%3Dbbq',
    )
    expect(listViewPath('/en/products', query('category=2&breed=angus'))).toBe(
      '/en/products/breed%3Dangus%26category%3D2',
    )
  })

  it('writes one view for one state, whatever the order or extra parameters', () => {
    const a = listViewPath('/producten', query('tag=bbq&sort=newest&utm_source=mail'))
    const b = listViewPath('/producten', query('sort=newest&tag=bbq&_rsc=1x2y'))
    expect(a).toBe(b)
  })

  it('leaves the default list, other screens and malformed values alone', () => {
    expect(listViewPath('/vleessoorten/2/rund', query(''))).toBeNull()
    expect(listViewPath('/vleessoorten/2/rund', query('sort=name&page=1&_rsc=abc'))).toBeNull()
    expect(listViewPath('/vleessoorten/2/rund', query('sort=cheapest&page=-1'))).toBeNull()
    expect(listViewPath('/zoeken', query('q=steak&page=2'))).toBeNull()
    expect(listViewPath('/vlees/4/steak', query('page=2'))).toBeNull()
  })

  it('reads a canonical view back, and refuses any other segment', () => {
    expect(listFromView('page=2&sort=price-asc')).toEqual({
      page: 2,
      sort: 'price-asc',
      tags: [],
      breed: undefined,
      category: undefined,
    })
    expect(listFromView('page%3D2%26sort%3Dprice-asc')?.page).toBe(2)
    expect(listFromView('sort=price-asc&page=2')).toBeNull()
    expect(listFromView('page=1')).toBeNull()
    expect(listFromView('')).toBeNull()
    expect(listFromView('anything')).toBeNull()
    expect(listFromView('%E0%A4%A')).toBeNull()
  })
})
