import { describe, expect, it } from 'vitest'

import {
  alternatePaths,
  homesSnapshot,
  languageLinksScript,
  linkPath,
} from '@/components/layout/language-alternates'

/** Runs the inline script after made-up language links; gives their addresses afterwards. */
function runScript(heads: Record<string, string>, search: string) {
  const links = ['nl', 'fr', 'en'].map((hreflang) => ({ hreflang, href: '/' }))
  const nav = { querySelectorAll: (selector: string) => (selector === 'a[hreflang]' ? links : []) }
  const document = {
    currentScript: { previousElementSibling: nav },
    querySelector: (selector: string) => {
      const language = /\[hreflang="(\w+)"\]$/.exec(selector)?.[1] ?? ''
      return selector.startsWith('link[rel="alternate"][hreflang]') && heads[language]
        ? { href: heads[language] }
        : null
    },
  }
  new Function('document', 'location', languageLinksScript)(document, { search })
  return Object.fromEntries(links.map(({ hreflang, href }) => [hreflang, href]))
}

describe('the language links’ addresses', () => {
  it('are the paths of the page’s alternates, as its metadata names them', () => {
    expect(
      alternatePaths([
        { hreflang: 'nl', href: 'https://shop.example/vleessoorten/2/Rund' },
        { hreflang: 'fr', href: 'https://shop.example/fr/types-de-viande/2/B%C5%93uf' },
        { hreflang: 'en', href: 'https://shop.example/en/meat-types/2/Beef' },
        { hreflang: 'x-default', href: 'https://shop.example/elders' },
      ]),
    ).toEqual({
      nl: '/vleessoorten/2/Rund',
      fr: '/fr/types-de-viande/2/B%C5%93uf',
      en: '/en/meat-types/2/Beef',
    })
  })

  it('lead to a language’s home where the page names no address in it', () => {
    expect(alternatePaths([{ hreflang: 'fr', href: 'https://shop.example/fr/panier' }])).toEqual({
      nl: '/',
      fr: '/fr/panier',
      en: '/en',
    })
  })

  it('are the homes on the server, before the page’s alternates are read', () => {
    expect(JSON.parse(homesSnapshot())).toEqual({ nl: '/', fr: '/fr', en: '/en' })
  })

  it('take the later of two alternates in one language: the page streamed in after the header', () => {
    expect(
      alternatePaths([
        { hreflang: 'fr', href: 'https://shop.example/fr/avant' },
        { hreflang: 'fr', href: 'https://shop.example/fr/apres' },
      ]).fr,
    ).toBe('/fr/apres')
  })

  it('read the Dutch home from an address without a path', () => {
    expect(alternatePaths([{ hreflang: 'nl', href: 'https://shop.example' }]).nl).toBe('/')
  })

  it('are set before the page’s scripts run, with the query, by the inline script', () => {
    expect(
      runScript(
        {
          nl: 'https://shop.example/producten',
          fr: 'https://shop.example/fr/produits',
          en: 'https://shop.example/en/products',
        },
        '?sort=newest',
      ),
    ).toEqual({
      nl: '/nl/producten?sort=newest',
      fr: '/fr/produits?sort=newest',
      en: '/en/products?sort=newest',
    })
    expect(runScript({ fr: 'https://shop.example/fr/panier' }, '')).toEqual({
      nl: '/',
      fr: '/fr/panier',
      en: '/',
    })
  })

  it('keep the Dutch prefix, so that the language in the visitor’s cookie does not win', () => {
    expect(linkPath('/vlees/1/worst', 'nl')).toBe('/nl/vlees/1/worst')
    expect(linkPath('/', 'nl')).toBe('/nl')
    expect(linkPath('/fr/viande/1/saucisse', 'fr')).toBe('/fr/viande/1/saucisse')
    expect(linkPath('/en', 'en')).toBe('/en')
    expect(runScript({ nl: 'https://shop.example' }, '').nl).toBe('/nl')
  })
})
