/** A button in a page's blocks leads to another page picked by name, at its address per language. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { resolveLink } from '@/components/content/cms-link'

import { testPayload, uniqueSlug } from './support/payload'

let payload: Payload
let pageId: number
let draftId: number
const path = uniqueSlug('bbq-tips')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-')

beforeAll(async () => {
  payload = await testPayload()
  const page = await payload.create({
    collection: 'pages',
    locale: 'nl',
    data: { slug: uniqueSlug('page'), title: 'BBQ-tips', path, _status: 'published' },
  })
  pageId = page.id
  await payload.update({
    collection: 'pages',
    id: pageId,
    locale: 'fr',
    data: { title: 'Conseils BBQ', path: `${path}-fr`, _status: 'published' },
  })
  const draft = await payload.create({
    collection: 'pages',
    draft: true,
    data: {
      slug: uniqueSlug('page'),
      title: 'Nog niet klaar',
      path: `${path}-x`,
      _status: 'draft',
    },
  })
  draftId = draft.id
}, 120_000)

describe('a block button to a page', () => {
  it('is stored with the page a hero’s button leads to', async () => {
    const made = await payload.create({
      collection: 'pages',
      locale: 'nl',
      draft: true,
      data: {
        _status: 'draft',
        title: 'Met knop',
        layout: [
          {
            blockType: 'hero',
            heading: 'Zomer',
            link: { label: 'Lees de tips', target: 'page', page: pageId },
          },
        ],
      },
    })
    const [hero] = made.layout ?? []
    expect(hero && 'link' in hero ? hero.link : null).toMatchObject({ target: 'page' })
  })

  it('leads to the page’s address in each language', async () => {
    expect(await resolveLink({ target: 'page', page: pageId }, 'nl')).toBe(`/${path}`)
    expect(await resolveLink({ target: 'page', page: { id: pageId } }, 'fr')).toBe(`/fr/${path}-fr`)
  })

  it('leads nowhere for a page without an address in the language, or not published', async () => {
    expect(await resolveLink({ target: 'page', page: pageId }, 'en')).toBeNull()
    expect(await resolveLink({ target: 'page', page: draftId }, 'nl')).toBeNull()
    expect(await resolveLink({ target: 'page', page: null }, 'nl')).toBeNull()
  })
})
