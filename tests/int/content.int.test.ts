/**
 * Editorial content: blocks read per language with Dutch as the fallback, drafts out of
 * visitors' sight, the cache tags the collections' hooks expire, and the rules of a page's address.
 */
import { revalidateTag } from 'next/cache'
import { jwtSign, type Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { rest } from './support/rest'
import { testPayload, uniqueSlug } from './support/payload'

import { richText } from '../support/rich-text'

// Outside a Next.js server revalidateTag has no cache to expire; here it records what the
// collections' hooks ask to expire.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: vi.fn(),
}))

/** The tags expired since the last test began, in order. */
const expired = () => vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)

let payload: Payload
let asCustomer: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  const customer = await payload.create({
    collection: 'customers',
    data: { email: `${uniqueSlug('reader')}@example.be`, firstName: 'L', lastName: 'Ezer' },
  })
  // What a customer would hold if Payload signed them in: a token signed with Payload's secret.
  const { token } = await jwtSign({
    fieldsToSign: { id: customer.id, collection: 'customers', email: customer.email },
    secret: payload.secret,
    tokenExpiration: 3600,
  })
  asCustomer = { authorization: `JWT ${token}` }
})

beforeEach(() => {
  vi.mocked(revalidateTag).mockClear()
})

describe('blocks per language', () => {
  it('reads a block in Dutch where French is missing, and in French once it is there', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'nl',
      data: {
        slug: uniqueSlug('blocks'),
        title: 'Over ons',
        layout: [{ blockType: 'about', heading: 'Ambacht sinds 1962' }],
        _status: 'published',
      },
    })
    const headingIn = async (locale: 'nl' | 'fr') => {
      const { layout } = await payload.findByID({ collection: 'pages', id: page.id, locale })
      return layout?.map((block) => ('heading' in block ? block.heading : null))
    }

    expect(await headingIn('fr')).toEqual(['Ambacht sinds 1962'])

    const [about] = page.layout ?? []
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'fr',
      data: {
        title: 'À propos',
        layout: [{ id: about.id, blockType: 'about', heading: 'Artisans depuis 1962' }],
      },
    })

    expect(await headingIn('fr')).toEqual(['Artisans depuis 1962'])
    expect(await headingIn('nl')).toEqual(['Ambacht sinds 1962'])
  })
})

describe('drafts', () => {
  /** What a caller sees of a page through REST: by id, in a list, and asking for drafts. */
  async function throughRest(id: number, slug: string, headers: Record<string, string> = {}) {
    const byId = await rest('GET', `/api/pages/${id}?depth=0`, { headers })
    const list = await rest('GET', `/api/pages?depth=0&where[slug][equals]=${slug}`, { headers })
    const draft = await rest('GET', `/api/pages/${id}?depth=0&draft=true`, { headers })
    const title = (answer: { status: number; body: Record<string, unknown> }) =>
      answer.status === 200 ? answer.body.title : answer.status
    return {
      byId: title(byId),
      list: (list.body.docs as { title: string }[]).map((doc) => doc.title),
      draft: title(draft),
    }
  }

  /** What the storefront reads: the Local API without `draft`, under the visitor's access. */
  async function throughLocalApi(slug: string) {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      locale: 'nl',
      overrideAccess: false,
    })
    return docs.map((doc) => doc.title)
  }

  it('shows nobody but staff a page that was never published', async () => {
    const slug = uniqueSlug('unpublished')
    const page = await payload.create({
      collection: 'pages',
      locale: 'nl',
      draft: true,
      data: { slug, title: 'Concept', _status: 'draft' },
    })

    const hidden = { byId: 404, list: [], draft: 404 }
    expect(await throughRest(page.id, slug)).toEqual(hidden)
    expect(await throughRest(page.id, slug, asCustomer)).toEqual(hidden)
    expect(await throughLocalApi(slug)).toEqual([])
    await expect(
      payload.findByID({ collection: 'pages', id: page.id, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 404 })
    // Under full access (the Local API's default) it would show even without `draft`: what
    // keeps it from visitors is reading under their access.
    expect((await payload.findByID({ collection: 'pages', id: page.id })).title).toBe('Concept')
  })

  it('shows the published version of a page while a newer draft waits', async () => {
    const slug = uniqueSlug('redrafted')
    const page = await payload.create({
      collection: 'pages',
      locale: 'nl',
      data: { slug, title: 'Gepubliceerd', _status: 'published' },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'nl',
      draft: true,
      data: { title: 'Concept', _status: 'draft' },
    })

    // Asking for drafts gets a visitor the published version all the same.
    const published = { byId: 'Gepubliceerd', list: ['Gepubliceerd'], draft: 'Gepubliceerd' }
    expect(await throughRest(page.id, slug)).toEqual(published)
    expect(await throughRest(page.id, slug, asCustomer)).toEqual(published)
    expect(await throughLocalApi(slug)).toEqual(['Gepubliceerd'])
    // Without `draft`, even the Local API with full access reads the published version.
    expect((await payload.findByID({ collection: 'pages', id: page.id })).title).toBe(
      'Gepubliceerd',
    )
    // Staff still find their draft.
    expect((await payload.findByID({ collection: 'pages', id: page.id, draft: true })).title).toBe(
      'Concept',
    )
  })
})

describe('cache tags', () => {
  it('expires nothing for drafts of a new page, and the page’s tags once it is published', async () => {
    const slug = uniqueSlug('cached')
    const page = await payload.create({
      collection: 'pages',
      draft: true,
      data: { slug, title: 'Concept', _status: 'draft' },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: { title: 'Nog een concept', _status: 'draft' },
    })
    expect(expired()).toEqual([])

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Klaar', _status: 'published' },
    })
    // At once: the next visitor reads the new version.
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      [`page:${slug}`, { expire: 0 }],
      ['page-paths', { expire: 0 }],
    ])

    vi.mocked(revalidateTag).mockClear()
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Stil' },
      context: { skipRevalidation: true },
    })
    expect(expired()).toEqual([])

    await payload.delete({ collection: 'pages', id: page.id })
    expect(expired()).toEqual([`page:${slug}`, 'page-paths'])
  })

  it('expires a post’s and a test’s tags when published, not for a first draft', async () => {
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Concept',
        author: 'Slager',
        category: 'blog',
        content: richText('Nog niet klaar.'),
        _status: 'draft',
      },
    })
    const test = await payload.create({
      collection: 'tests',
      draft: true,
      data: {
        title: 'Concept',
        description: richText('Nog niet klaar.'),
        startsOn: '2026-12-01',
        endsOn: '2026-12-15',
        places: 2,
        _status: 'draft',
      },
    })
    expect(expired()).toEqual([])

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
    expect(expired()).toEqual([`post:${post.id}`, 'posts'])

    vi.mocked(revalidateTag).mockClear()
    await payload.update({ collection: 'tests', id: test.id, data: { _status: 'published' } })
    expect(expired()).toEqual([`test:${test.id}`, 'tests'])
  })
})

describe('page addresses', () => {
  /** The message a page's address gets when a page is saved, or 'saved'. */
  const pathProblem = (promise: Promise<unknown>) =>
    promise.then(
      () => 'saved',
      (error: { data?: { errors?: { path: string; message: string }[] } }) =>
        error.data?.errors?.find((problem) => problem.path === 'path')?.message ?? String(error),
    )
  const pageAt = (path: string, locale: 'nl' | 'fr' | 'en' = 'nl') =>
    payload.create({
      collection: 'pages',
      locale,
      data: { slug: uniqueSlug('addressed'), title: 'Adres', path, _status: 'published' },
    })

  const shape = 'Kleine letters, cijfers en streepjes, zonder schuine streep.'
  const reserved = 'Dit adres gebruikt de winkel zelf.'
  const taken = 'Een andere pagina heeft dit adres al in deze taal.'

  it('takes one segment of lower-case letters, digits and hyphens', async () => {
    for (const path of ['rundvlees', 'bœuf-bourguignon', 'kerst-2026', 'côte-à-l-os']) {
      expect(await pathProblem(pageAt(`${path}-${Date.now().toString(36)}`)), path).toBe('saved')
    }
    for (const path of [
      'Rundvlees',
      'rund vlees',
      'rund/vlees',
      '/rundvlees',
      '-rundvlees',
      'rundvlees-',
      'rund--vlees',
      'rund_vlees',
      'rundvlees.html',
    ]) {
      expect(await pathProblem(pageAt(path)), path).toBe(shape)
    }
  })

  it('refuses the first segment of one of the shop’s own screens, in any language', async () => {
    for (const path of ['winkelmand', 'produits', 'products', 'checkout', 'admin', 'api', 'fr']) {
      expect(await pathProblem(pageAt(path)), path).toBe(reserved)
    }
    expect(await pathProblem(pageAt('produits', 'fr'))).toBe(reserved)
  })

  it('gives an address to one page per language', async () => {
    const path = uniqueSlug('gedeeld')
    const first = await pageAt(path, 'nl')

    expect(await pathProblem(pageAt(path, 'nl'))).toBe(taken)
    expect(await pathProblem(pageAt(path, 'fr'))).toBe('saved')
    // The page itself keeps its address when saved again.
    expect(
      await pathProblem(
        payload.update({
          collection: 'pages',
          id: first.id,
          locale: 'nl',
          data: { title: 'Opnieuw', path },
        }),
      ),
    ).toBe('saved')
  })
})
