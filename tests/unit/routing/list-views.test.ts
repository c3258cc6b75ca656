import { describe, expect, it } from 'vitest'

import {
  inspirationFromView,
  listFromView,
  listViewPath,
  newsFromView,
  searchFromView,
} from '@/routing/list-views'

const query = (text: string) => new URLSearchParams(text)
const common = new Set(['steak', 'rund', 'bœuf', 'pulled pork'])
const view = (pathname: string, text: string) => listViewPath(pathname, query(text), common)

describe('list views', () => {
  it('moves a category list’s state from the query into a view segment, in every language', () => {
    expect(view('/vleessoorten/2/rund', 'sort=price-asc&page=2')).toBe(
      '/vleessoorten/2/rund/page%3D2%26sort%3Dprice-asc',
    )
    expect(view('/fr/types-de-viande/2/boeuf', 'tag=bbq')).toBe(
      '/fr/types-de-viande/2/boeuf/tag%3Dbbq',
    )
    expect(view('/en/products', 'category=2&breed=angus')).toBe(
      '/en/products/breed%3Dangus%26category%3D2',
    )
  })

  it('joins several tags with a comma, unescaped inside the segment', () => {
    expect(view('/producten', 'tag=bbq,grill')).toBe('/producten/tag%3Dbbq%2Cgrill')
  })

  it('writes one view for one state, whatever the order or extra parameters', () => {
    const a = view('/producten', 'tag=bbq&sort=newest&utm_source=mail')
    const b = view('/producten', 'sort=newest&tag=bbq&_rsc=1x2y')
    expect(a).toBe(b)
  })

  it('reads the first of repeated parameters, as the pages read the query', () => {
    expect(view('/producten', 'page=2&page=3')).toBe('/producten/page%3D2')
    expect(view('/zoeken', 'q=steak&q=anything')).toBe('/zoeken/q%3Dsteak')
  })

  it('leaves the default list, other screens and malformed values alone', () => {
    expect(view('/vleessoorten/2/rund', '')).toBeNull()
    expect(view('/vleessoorten/2/rund', 'sort=name&page=1&_rsc=abc')).toBeNull()
    expect(view('/vleessoorten/2/rund', 'sort=cheapest&page=-1')).toBeNull()
    expect(view('/vlees/4/steak', 'page=2')).toBeNull()
    expect(view('/nieuws/12/slachtdag', 'page=2')).toBeNull()
    expect(view('/inspiratie/12/stoofvlees', 'tag=recipes')).toBeNull()
    expect(view('/winkelmand', 'page=2')).toBeNull()
  })

  it('reads a canonical product list view back, and refuses any other segment', () => {
    expect(listFromView('page=2&sort=price-asc')).toEqual({
      page: 2,
      sort: 'price-asc',
      tags: [],
      breed: undefined,
      category: undefined,
    })
    expect(listFromView('page%3D2%26sort%3Dprice-asc')?.page).toBe(2)
    expect(listFromView('tag%3Dbbq%2Cgrill')?.tags).toEqual(['bbq', 'grill'])
    expect(listFromView('tag%3Dbbq%252Cgrill')).toBeNull()
    expect(listFromView('sort=price-asc&page=2')).toBeNull()
    expect(listFromView('page=1')).toBeNull()
    expect(listFromView('')).toBeNull()
    expect(listFromView('anything')).toBeNull()
    expect(listFromView('%E0%A4%A')).toBeNull()
  })
})

describe('news list views', () => {
  it.each([
    ['/nieuws', '/nieuws/page%3D2'],
    ['/fr/actualit%C3%A9s', '/fr/actualit%C3%A9s/page%3D2'],
    ['/en/news', '/en/news/page%3D2'],
  ])('%s?page=2 is the view %s', (pathname, path) => {
    expect(view(pathname, 'page=2&utm_source=mail')).toBe(path)
  })

  it('has no view for the first page, a malformed page or another parameter', () => {
    expect(view('/nieuws', 'page=1')).toBeNull()
    expect(view('/nieuws', 'page=zero')).toBeNull()
    expect(view('/en/news', 'tag=recipes')).toBeNull()
    expect(view('/en/news', 'sort=newest')).toBeNull()
  })

  it('reads a canonical view back, and refuses any other segment', () => {
    expect(newsFromView('page%3D3')).toEqual({ page: 3 })
    expect(newsFromView('page=3')).toEqual({ page: 3 })
    expect(newsFromView('page=1')).toBeNull()
    expect(newsFromView('page=03')).toBeNull()
    expect(newsFromView('page=3&tag=news')).toBeNull()
    expect(newsFromView('')).toBeNull()
    expect(newsFromView('%E0%A4%A')).toBeNull()
  })
})

describe('inspiration list views', () => {
  it.each([
    ['/inspiratie', 'tag=recipes', '/inspiratie/tag%3Drecipes'],
    ['/fr/inspiration', 'page=2', '/fr/inspiration/page%3D2'],
    ['/en/inspiration', 'tag=news&page=2', '/en/inspiration/page%3D2%26tag%3Dnews'],
  ])('%s?%s is the view %s', (pathname, text, path) => {
    expect(view(pathname, text)).toBe(path)
  })

  it('keeps the first tag only, and only a known one', () => {
    expect(view('/inspiratie', 'tag=recipes,news')).toBe('/inspiratie/tag%3Drecipes')
    expect(view('/inspiratie', 'page=2&tag=unknown')).toBe('/inspiratie/page%3D2')
    expect(view('/inspiratie', 'tag=unknown')).toBeNull()
    expect(view('/inspiratie', 'tag=')).toBeNull()
    expect(view('/inspiratie', 'page=1&sort=newest')).toBeNull()
  })

  it('reads a canonical view back, and refuses any other segment', () => {
    expect(inspirationFromView('page=2&tag=news')).toEqual({ category: 'news', page: 2 })
    expect(inspirationFromView('tag%3Drecipes')).toEqual({ category: 'recipes', page: 1 })
    expect(inspirationFromView('page%3D4')).toEqual({ category: null, page: 4 })
    expect(inspirationFromView('tag=news&page=2')).toBeNull()
    expect(inspirationFromView('tag=recipes,news')).toBeNull()
    expect(inspirationFromView('tag=unknown')).toBeNull()
    expect(inspirationFromView('page=1')).toBeNull()
    expect(inspirationFromView('')).toBeNull()
  })
})

describe('search views', () => {
  it.each([
    ['/zoeken', 'q=steak', '/zoeken/q%3Dsteak'],
    ['/fr/recherche', 'q=b%C5%93uf&page=2', '/fr/recherche/q%3Db%C5%93uf%26page%3D2'],
    ['/en/search', 'page=3&q=rund&_rsc=x', '/en/search/q%3Drund%26page%3D3'],
  ])('a common search %s?%s is the view %s', (pathname, text, path) => {
    expect(view(pathname, text)).toBe(path)
  })

  it('normalizes what was typed before looking it up among the common searches', () => {
    expect(view('/zoeken', 'q=%20%20STEAK%20')).toBe('/zoeken/q%3Dsteak')
    expect(view('/zoeken', 'q=Pulled%20%20%20Pork')).toBe('/zoeken/q%3Dpulled%20pork')
    // "œ" typed as such, and "bœuf" in another case: one view.
    expect(view('/fr/recherche', 'q=B%C5%92UF')).toBe('/fr/recherche/q%3Db%C5%93uf')
    expect(view('/zoeken', 'q=steak&page=1')).toBe('/zoeken/q%3Dsteak')
  })

  it('leaves a common search that would not read back as itself on the page per request', () => {
    const odd = new Set(['mac & cheese', 'c++', '100%', 'a=b'])
    expect(listViewPath('/zoeken', query('q=mac+%26+cheese'), odd)).toBeNull()
    expect(listViewPath('/zoeken', query('q=c%2B%2B'), odd)).toBeNull()
    expect(listViewPath('/zoeken', query('q=100%25'), odd)).toBeNull()
    expect(listViewPath('/zoeken', query('q=a%3Db'), odd)).toBe('/zoeken/q%3Da%3Db')
  })

  it('leaves any other search on the page rendered per request', () => {
    expect(view('/zoeken', 'q=steaks')).toBeNull()
    expect(view('/zoeken', 'q=anything+at+all&page=2')).toBeNull()
    expect(view('/zoeken', 'q=')).toBeNull()
    expect(view('/zoeken', 'page=2')).toBeNull()
    expect(listViewPath('/zoeken', query('q=steak'), new Set())).toBeNull()
  })

  it('reads a canonical view back, and refuses any other segment', () => {
    expect(searchFromView('q%3Dsteak')).toEqual({ q: 'steak', page: 1 })
    expect(searchFromView('q%3Dpulled%20pork%26page%3D2')).toEqual({ q: 'pulled pork', page: 2 })
    expect(searchFromView('q%3Db%C5%93uf')).toEqual({ q: 'bœuf', page: 1 })
    expect(searchFromView('q=Steak')).toBeNull()
    expect(searchFromView('q%3Dpulled%2Bpork')).toBeNull()
    expect(searchFromView('q%3Db%25C5%2593uf')).toBeNull()
    const segment = (q: string) => encodeURIComponent(`q=${q}`)
    expect(searchFromView(segment('côtes'))?.q).toBe('côtes')
    expect(searchFromView(segment('côtes'.normalize('NFD')))).toBeNull()
    expect(searchFromView('page=2&q=steak')).toBeNull()
    expect(searchFromView('q=steak&page=1')).toBeNull()
    expect(searchFromView('q=')).toBeNull()
    expect(searchFromView('page=2')).toBeNull()
    expect(searchFromView('')).toBeNull()
  })
})

describe('the way from the proxy to the view page', () => {
  // next-intl's middleware decodes the path with decodeURI and rewrites to the URL it builds;
  // Next.js decodes the segment and hands it to the page encoded with encodeURIComponent.
  const pageParam = (path: string) => {
    const rewritten = new URL(decodeURI(path), 'http://localhost').pathname
    return encodeURIComponent(decodeURIComponent(rewritten.split('/').at(-1) ?? ''))
  }

  it.each([
    ['/producten', 'tag=bbq,grill&page=2', listFromView, { tags: ['bbq', 'grill'], page: 2 }],
    ['/fr/actualit%C3%A9s', 'page=2', newsFromView, { page: 2 }],
    ['/en/inspiration', 'tag=recipes&page=3', inspirationFromView, { category: 'recipes' }],
    ['/fr/recherche', 'q=B%C5%92UF&page=2', searchFromView, { q: 'bœuf', page: 2 }],
    ['/zoeken', 'q=pulled++pork', searchFromView, { q: 'pulled pork', page: 1 }],
  ] as const)('%s?%s reaches its page intact', (pathname, text, read, state) => {
    const path = view(pathname, text)
    expect(path).not.toBeNull()
    expect(read(pageParam(path ?? ''))).toMatchObject(state)
  })
})
