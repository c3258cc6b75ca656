import { describe, expect, it } from 'vitest'

import { testPayload, uniqueSlug } from './support/payload'

describe('localized content', () => {
  it('stores one text per language and reads each back', async () => {
    const payload = await testPayload()
    const page = await payload.create({
      collection: 'pages',
      locale: 'nl',
      data: { slug: uniqueSlug('localized'), title: 'Rundvlees', _status: 'published' },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'fr',
      data: { title: 'Bœuf' },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Beef' },
    })

    const titleIn = async (locale: 'nl' | 'fr' | 'en') =>
      (await payload.findByID({ collection: 'pages', id: page.id, locale })).title

    expect(await titleIn('nl')).toBe('Rundvlees')
    expect(await titleIn('fr')).toBe('Bœuf')
    expect(await titleIn('en')).toBe('Beef')
  })

  it('falls back to Dutch where a translation is missing', async () => {
    const payload = await testPayload()
    const page = await payload.create({
      collection: 'pages',
      locale: 'nl',
      data: {
        slug: uniqueSlug('fallback'),
        title: 'Kalfsvlees',
        intro: 'Mals',
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Veal' },
    })

    const english = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en' })
    expect(english.title).toBe('Veal')
    expect(english.intro).toBe('Mals')

    const french = await payload.findByID({ collection: 'pages', id: page.id, locale: 'fr' })
    expect(french.title).toBe('Kalfsvlees')

    const frenchOnly = await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'fr',
      fallbackLocale: false,
    })
    expect(frenchOnly.title ?? null).toBeNull()
  })

  it('returns every language at once for translators', async () => {
    const payload = await testPayload()
    const page = await payload.create({
      collection: 'pages',
      locale: 'nl',
      data: { slug: uniqueSlug('all'), title: 'Lam', _status: 'published' },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'fr',
      data: { title: 'Agneau' },
    })

    const all = await payload.findByID({ collection: 'pages', id: page.id, locale: 'all' })
    expect(all.title).toEqual({ nl: 'Lam', fr: 'Agneau' })
  })
})
