import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { type Href, localizedHref } from '@/i18n/localized-href'
import { navigation } from '@/i18n/next-intl-navigation'
import { type AppPathname, pathnames } from '@/i18n/pathnames'

const sampleParams = (pathname: string) =>
  Object.fromEntries(
    [...pathname.matchAll(/\[(\w+)\]/g)].map(([, name], index) => [
      name,
      name === 'slug' ? `côte-${index}` : `${index + 7}`,
    ]),
  )

const cases = (Object.keys(pathnames) as AppPathname[]).flatMap((pathname) =>
  locales.flatMap((locale) => [true, false].map((prefix) => [pathname, locale, prefix] as const)),
)

describe('localizedHref', () => {
  it.each(cases)(
    '%s in %s (prefix always: %s) is what next-intl makes',
    (pathname, locale, prefix) => {
      const href = { pathname, params: sampleParams(pathname) } as Href
      const nextIntl = navigation.getPathname({
        href: href as Parameters<typeof navigation.getPathname>[0]['href'],
        locale,
        forcePrefix: prefix || undefined,
      })
      expect(localizedHref(href, locale, prefix)).toBe(nextIntl)
    },
  )

  it.each([
    ['/shopping-cart', 'nl', '/winkelmand'],
    ['/shopping-cart', 'fr', '/fr/panier'],
    ['/search?q=a', 'fr', '/fr/recherche?q=a'],
    ['/', 'nl', '/'],
    ['/', 'en', '/en'],
    ['https://example.com/x', 'fr', 'https://example.com/x'],
    ['tel:+3250000000', 'nl', 'tel:+3250000000'],
  ] as const)('%s in %s is %s', (href, locale, path) => {
    expect(localizedHref(href as Href, locale)).toBe(path)
  })

  it('fills the parameters and keeps the query and the fragment', () => {
    expect(
      localizedHref(
        {
          pathname: '/meat/[id]/[slug]',
          params: { id: 57, slug: 'côte' },
          query: { q: 'a b', tag: ['x', 'y'] },
        },
        'fr',
      ),
    ).toBe('/fr/viande/57/c%C3%B4te?q=a+b&tag=x&tag=y')
    expect(localizedHref({ pathname: '/', hash: 'about' }, 'nl')).toBe('/#about')
    expect(localizedHref({ pathname: '/', hash: '#about' }, 'en')).toBe('/en#about')
  })

  it('prefixes the default language too when a language is asked for, as next-intl does', () => {
    expect(localizedHref('/shopping-cart', 'nl', true)).toBe('/nl/winkelmand')
    expect(localizedHref('/', 'nl', true)).toBe('/nl')
  })
})
