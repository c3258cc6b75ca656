import { describe, expect, it } from 'vitest'

import { movedAddresses, publishedAddresses } from '@/content/moved-addresses'
import { reservedSegments } from '@/content/page-path'
import { documentPath, publicAddress } from '@/content/preview-path'

describe('where the preview shows a page or a post', () => {
  it('shows a page of one of the shop’s screens at that screen, in the language edited', () => {
    expect(documentPath('pages', { id: 1, slug: 'delivery' }, 'fr')).toBe('/fr/livraison')
    expect(documentPath('pages', { id: 1, slug: 'home' }, 'nl')).toBe('/')
  })

  it('shows an editor’s page at its (future) address, or by id while it has none', () => {
    expect(documentPath('pages', { id: 7, slug: 'x', path: 'fermes' }, 'fr')).toBe('/fr/fermes')
    expect(documentPath('pages', { id: 7, slug: 'x', path: null }, 'fr')).toBe(
      '/fr/preview/pages/7',
    )
    expect(documentPath('pages', { id: 7 }, 'nl')).toBe('/preview/pages/7')
  })

  it('shows a post at its route, or by id while it has no slug', () => {
    expect(documentPath('posts', { id: 3, slug: 'stoofvlees', category: 'news' }, 'nl')).toBe(
      '/nieuws/3/stoofvlees',
    )
    expect(documentPath('posts', { id: 3, slug: '', category: 'blog' }, 'en')).toBe(
      '/en/preview/posts/3',
    )
  })

  it('keeps the preview’s segment from editors’ pages', () => {
    expect(reservedSegments.has('preview')).toBe(true)
    expect(publicAddress('pages', { id: 1, slug: 'x' }, 'nl')).toBeNull()
  })
})

describe('addresses that move on publishing', () => {
  it('reads a page’s address per language, none for a shop screen', () => {
    expect(
      publishedAddresses('pages', { id: 1, slug: 'hoeves', path: { nl: 'hoeves', fr: 'fermes' } }),
    ).toEqual({ nl: '/hoeves', fr: '/fr/fermes' })
    expect(publishedAddresses('pages', { id: 1, slug: 'faq', path: { nl: 'vragen' } })).toEqual({})
  })

  it('reads a post’s address per language with the Dutch slug where one is missing, readable', () => {
    expect(
      publishedAddresses('posts', {
        id: 4,
        slug: { nl: 'côte-à-l’os', fr: null },
        category: 'news',
      }),
    ).toEqual({
      nl: '/nieuws/4/côte-à-l’os',
      fr: '/fr/actualités/4/côte-à-l’os',
      en: '/en/news/4/côte-à-l’os',
    })
  })

  it('moves only the languages whose address changed and that had one', () => {
    expect(
      movedAddresses({ nl: '/a', fr: '/fr/b' }, { nl: '/a2', fr: '/fr/b', en: '/en/c' }),
    ).toEqual([{ from: '/a', to: '/a2' }])
    expect(movedAddresses({ nl: '/a' }, {})).toEqual([])
  })
})
