import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload, uniqueSlug } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
}, 120_000)

const missingOf = async (id: number) =>
  (await payload.findByID({ collection: 'pages', id, depth: 0, draft: true })).translation?.missing

describe('translators see what is left to translate', () => {
  it('follows each language of a page from Dutch to French and English', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'nl',
      data: { slug: uniqueSlug('vertaal'), title: 'Onze winkel', _status: 'published' },
    })
    expect(await missingOf(page.id)).toEqual(['fr', 'en'])

    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'fr',
      data: { title: 'Notre boutique' },
    })
    expect(await missingOf(page.id)).toEqual(['en'])

    // Saving without changing a text (e.g. publishing again) does not make work for translators.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'nl',
      data: { _status: 'published' },
    })
    expect(await missingOf(page.id)).toEqual(['en'])

    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Our shop' },
    })
    expect(await missingOf(page.id)).toEqual([])

    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'nl',
      data: { title: 'Onze zaak' },
    })
    expect(await missingOf(page.id)).toEqual(['fr', 'en'])
  })

  it('a list filter finds the documents with a missing French translation', async () => {
    const slug = uniqueSlug('filter')
    const page = await payload.create({
      collection: 'pages',
      locale: 'nl',
      data: { slug, title: 'Alleen Nederlands', _status: 'published' },
    })
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ 'translation.missing': { in: ['fr'] } }, { slug: { equals: slug } }] },
      depth: 0,
    })
    expect(docs.map((doc) => doc.id)).toEqual([page.id])
  })

  it('falls back to Dutch per field where a translation is missing', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'nl',
      data: {
        slug: uniqueSlug('terugval'),
        title: 'Titel',
        intro: 'Inleiding',
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'fr',
      data: { title: 'Titre' },
    })
    const french = await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'fr',
      fallbackLocale: 'nl',
    })
    expect([french.title, french.intro]).toEqual(['Titre', 'Inleiding'])
  })
})
