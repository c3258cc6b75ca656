import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { type AppPathname, pathnames } from '@/i18n/pathnames'
import { localizedPath, matchLocalizedPath } from '@/i18n/paths'

const sampleParams = (pathname: string) =>
  Object.fromEntries(
    [...pathname.matchAll(/\[(\w+)\]/g)].map(([, name], index) => [
      name,
      name === 'slug' ? `naam-${index}` : `${index + 7}`,
    ]),
  )

const routes = Object.keys(pathnames) as AppPathname[]

describe('localized paths', () => {
  it.each(routes.flatMap((route) => locales.map((locale) => [route, locale] as const)))(
    '%s in %s maps to a path and back',
    (route, locale) => {
      const params = sampleParams(route)
      const path = localizedPath(route, params, locale)
      expect(path.startsWith(locale === 'nl' ? '/' : `/${locale}`)).toBe(true)
      expect(matchLocalizedPath(path)).toEqual({ locale, pathname: route, params })
    },
  )

  it.each([
    ['/meat/[id]/[slug]', { id: 1, slug: 'entrecote' }, 'nl', '/vlees/1/entrecote'],
    ['/meat/[id]/[slug]', { id: 1, slug: 'entrecôte' }, 'fr', '/fr/viande/1/entrec%C3%B4te'],
    ['/meat-types/[id]/[slug]', { id: 2, slug: 'Beef' }, 'en', '/en/meat-types/2/Beef'],
    ['/news', {}, 'fr', '/fr/actualit%C3%A9s'],
    ['/account/address-manage/[id]', { id: 4 }, 'fr', '/fr/compte/adresse-g%C3%A9rer/4'],
    ['/checkout/login', {}, 'nl', '/afrekenen/login'],
    ['/checkout/login', {}, 'fr', '/fr/verifier/connexion'],
    ['/tester/test/[id]', { id: 3 }, 'nl', '/tester/toets/3'],
    ['/contact', {}, 'en', '/en/contact'],
    ['/', {}, 'nl', '/'],
    ['/', {}, 'fr', '/fr'],
  ] as const)('%s %j in %s is %s', (route, params, locale, path) => {
    expect(localizedPath(route, params, locale)).toBe(path)
  })

  it('matches accented paths encoded and not', () => {
    expect(matchLocalizedPath('/fr/actualités')?.pathname).toBe('/news')
    expect(matchLocalizedPath('/fr/actualit%C3%A9s')?.pathname).toBe('/news')
    expect(matchLocalizedPath('/fr/politique-de-confidentialité')?.pathname).toBe('/privacy-policy')
  })

  it('ignores the query and fragment', () => {
    expect(matchLocalizedPath('/producten?tag=bbq#top')).toMatchObject({
      pathname: '/products',
      locale: 'nl',
    })
  })

  it('finds no screen for unknown paths or another language’s path', () => {
    expect(matchLocalizedPath('/onbekend')).toBeNull()
    expect(matchLocalizedPath('/fr/producten')).toBeNull()
    expect(matchLocalizedPath('/en/vlees/1/x')).toBeNull()
    expect(matchLocalizedPath('/de/products')).toBeNull()
  })

  it('refuses to build a path with a missing parameter', () => {
    expect(() => localizedPath('/meat/[id]/[slug]', { id: 1 }, 'nl')).toThrow(/slug/)
  })
})
