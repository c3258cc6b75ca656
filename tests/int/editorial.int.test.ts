import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { hasAutosaveEnabled, hasDraftValidationEnabled } from 'payload/shared'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET } from '@/app/(payload)/api/[...slug]/route'
import { findDraftPage, findPageByPath, pagePaths } from '@/content/pages'
import { findPost } from '@/content/posts'
import { documentPath } from '@/content/preview-path'
import { viewInShop } from '@/content/view-in-shop'
import { siteRules } from '@/routing/site-rules'

import { testPayload, uniqueSlug } from './support/payload'
import { rest } from './support/rest'

import { richText } from '../support/rich-text'

vi.mock('@/cache/data-cache', () => import('./support/data-cache-outside-next'))

let payload: Payload
let staffHeaders: Record<string, string>
let staffReq: PayloadRequest

/** The site's own REST API over real HTTP, as the routing rules read it. */
const site = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const answer = await GET(new Request(url), { params: Promise.resolve({ slug }) })
  response.writeHead(answer.status, { 'content-type': 'application/json' })
  response.end(await answer.text())
})
let origin = ''

beforeAll(async () => {
  payload = await testPayload()
  const email = `${uniqueSlug('editor')}@example.be`
  const admin = await payload.create({
    collection: 'admins',
    data: { email, password: 'editor-password-123' },
  })
  staffReq = await createLocalReq({ user: { ...admin, collection: 'admins' } }, payload)
  const login = await rest('POST', '/api/admins/login', {
    body: { email, password: 'editor-password-123' },
  })
  expect(login.status).toBe(200)
  staffHeaders = { authorization: `JWT ${login.body.token as string}` }
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
}, 120_000)

afterAll(() => new Promise((resolve) => site.close(resolve)))

const hero = (heading: string) => [{ blockType: 'hero' as const, heading }]

/** A page saved once as a draft in Dutch, never published. */
const draftPage = (data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'pages',
    locale: 'nl',
    draft: true,
    data: { _status: 'draft', ...data },
  })

const publish = (collection: 'pages' | 'posts', id: number, locale: 'nl' | 'fr', data = {}) =>
  payload.update({ collection, id, locale, data: { ...data, _status: 'published' } })

const redirectFrom = async (from: string) =>
  (
    await payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      depth: 0,
      limit: 1,
    })
  ).docs[0] ?? null

describe('"create new" on pages and posts', () => {
  it('saves nothing on opening: the admin creates a draft on a visit only for unvalidated autosave', () => {
    for (const slug of ['pages', 'posts'] as const) {
      const config = payload.collections[slug].config
      expect(hasAutosaveEnabled(config), slug).toBe(true)
      expect(hasDraftValidationEnabled(config), slug).toBe(true)
    }
  })

  it('takes a half-written first draft and asks for the required fields on publishing, in the editor’s language', async () => {
    const draft = await draftPage({ layout: hero('') })
    expect(draft.title ?? null).toBeNull()
    expect(draft.layout?.[0]).toMatchObject({ blockType: 'hero' })

    const dutch = await rest('PATCH', `/api/pages/${draft.id}?locale=nl`, {
      headers: { ...staffHeaders, 'accept-language': 'nl' },
      body: { _status: 'published' },
    })
    expect(dutch.status).toBe(400)
    const fields = JSON.stringify(dutch.body)
    expect(fields).toContain('Paginatitel')
    expect(fields).toContain('Sleutel')
    expect(fields).toContain('layout.0.heading')

    const french = await rest('PATCH', `/api/pages/${draft.id}?locale=nl`, {
      headers: { ...staffHeaders, 'accept-language': 'fr' },
      body: { _status: 'published' },
    })
    expect(french.status).toBe(400)
    expect(JSON.stringify(french.body)).toContain('Titre de la page')

    const stillDraft = await payload.findByID({ collection: 'pages', id: draft.id, draft: false })
    expect(stillDraft._status).toBe('draft')
  })

  it('publishes once the title, key and hero heading are there', async () => {
    const draft = await draftPage({ title: 'Onze hoeves', layout: hero('') })
    const published = await publish('pages', draft.id, 'nl', {
      slug: uniqueSlug('hoeves'),
      layout: hero('Vlees van hier'),
    })
    expect(published._status).toBe('published')
  })
})

describe('the live preview of a page never published', () => {
  it('shows the draft at its future address, in the language being edited', async () => {
    const path = uniqueSlug('fermes').toLowerCase()
    const draft = await draftPage({ title: 'Onze boerderijen', slug: uniqueSlug('boerderijen') })
    await payload.update({
      collection: 'pages',
      id: draft.id,
      locale: 'fr',
      draft: true,
      data: {
        title: 'Nos fermes',
        path,
        layout: hero('Nos fermes en brouillon'),
        _status: 'draft',
      },
    })

    const french = await payload.findByID({
      collection: 'pages',
      id: draft.id,
      locale: 'fr',
      fallbackLocale: false,
      draft: true,
    })
    expect(documentPath('pages', french, 'fr')).toBe(`/fr/${path}`)
    const found = await findPageByPath(path, 'fr', { draft: true })
    expect(found?.title).toBe('Nos fermes')
    // The screen also reads the page's addresses per language: only the draft has them.
    expect(await pagePaths(draft.id, { draft: true })).toEqual({ fr: path })
  })

  it('shows a draft without an address in this language by its id, with its own text', async () => {
    const draft = await draftPage({ title: 'Zonder adres', layout: hero('Kop zonder adres') })
    const dutch = await payload.findByID({
      collection: 'pages',
      id: draft.id,
      locale: 'nl',
      fallbackLocale: false,
      draft: true,
    })
    expect(documentPath('pages', dutch, 'nl')).toBe(`/preview/pages/${draft.id}`)
    expect(documentPath('pages', dutch, 'fr')).toBe(`/fr/preview/pages/${draft.id}`)
    const shown = await findDraftPage(draft.id, 'fr')
    expect(shown?.title).toBe('Zonder adres')
    expect(shown?.layout?.[0]).toMatchObject({ blockType: 'hero', heading: 'Kop zonder adres' })
  })

  it('shows a post draft with no title yet by its id', async () => {
    const post = await payload.create({
      collection: 'posts',
      locale: 'nl',
      draft: true,
      data: { _status: 'draft', category: 'blog' },
    })
    expect(documentPath('posts', post, 'nl')).toBe(`/preview/posts/${post.id}`)
    const shown = await findPost(post.id, 'nl', { draft: true })
    expect(shown?.id).toBe(post.id)
  })
})

describe('"view in shop"', () => {
  it('opens the published page at its address in the chosen language, not the draft’s', async () => {
    const first = uniqueSlug('eerste').toLowerCase()
    const page = await draftPage({ title: 'Bekijk mij', slug: uniqueSlug('bekijk'), path: first })
    const link = viewInShop('pages')
    expect(await link({ id: page.id }, { locale: 'nl', req: staffReq, token: '' })).toBeNull()

    await publish('pages', page.id, 'nl')
    const server = process.env.NEXT_PUBLIC_SERVER_URL || staffReq.origin || ''
    expect(await link({ id: page.id }, { locale: 'nl', req: staffReq, token: '' })).toBe(
      `${server}/${first}`,
    )
    // French has no address of its own yet: there is nothing to open in French.
    expect(await link({ id: page.id }, { locale: 'fr', req: staffReq, token: '' })).toBeNull()

    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'nl',
      draft: true,
      data: { path: uniqueSlug('concept').toLowerCase(), _status: 'draft' },
    })
    expect(await link({ id: page.id }, { locale: 'nl', req: staffReq, token: '' })).toBe(
      `${server}/${first}`,
    )
  })
})

describe('an address that changes', () => {
  it('redirects the old address of a page to the new one (308), without chains or loops', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((part) => uniqueSlug(`adres-${part}`).toLowerCase())
    const page = await draftPage({ title: 'Verhuisd', slug: uniqueSlug('verhuisd'), path: a })
    await publish('pages', page.id, 'nl')
    expect(await redirectFrom(`/${a}`)).toBeNull()

    // A draft moves nothing: visitors still find the published address.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'nl',
      draft: true,
      data: { path: b, _status: 'draft' },
    })
    expect(await redirectFrom(`/${a}`)).toBeNull()

    await publish('pages', page.id, 'nl', { path: b })
    expect(await redirectFrom(`/${a}`)).toMatchObject({ to: `/${b}`, status: '308' })

    await publish('pages', page.id, 'nl', { path: c })
    expect(await redirectFrom(`/${a}`)).toMatchObject({ to: `/${c}` })
    expect(await redirectFrom(`/${b}`)).toMatchObject({ to: `/${c}` })

    await publish('pages', page.id, 'nl', { path: a })
    expect(await redirectFrom(`/${a}`)).toBeNull()
    expect(await redirectFrom(`/${b}`)).toMatchObject({ to: `/${a}` })
    expect(await redirectFrom(`/${c}`)).toMatchObject({ to: `/${a}` })

    const rules = await siteRules(origin)
    expect(rules.redirects.get(`/${b}`)).toEqual({ to: `/${a}`, status: 308 })
  })

  it('redirects per language: a French address moves only in French', async () => {
    const [nl, fr1, fr2] = ['nl', 'fr1', 'fr2'].map((part) => uniqueSlug(part).toLowerCase())
    const page = await draftPage({ title: 'Talen', slug: uniqueSlug('talen'), path: nl })
    await publish('pages', page.id, 'nl')
    await publish('pages', page.id, 'fr', { title: 'Langues', path: fr1 })
    await publish('pages', page.id, 'fr', { path: fr2 })
    expect(await redirectFrom(`/fr/${fr1}`)).toMatchObject({ to: `/fr/${fr2}`, status: '308' })
    expect(await redirectFrom(`/${nl}`)).toBeNull()
  })

  it('redirects the old address of a post when its slug changes', async () => {
    const post = await payload.create({
      collection: 'posts',
      locale: 'nl',
      data: {
        title: 'Oude titel',
        category: 'blog',
        publishedAt: new Date().toISOString(),
        author: 'Slager Jan',
        content: richText('Een tekst.'),
        _status: 'published',
      },
    })
    await publish('posts', post.id, 'nl', { slug: 'nieuwe-titel' })
    expect(await redirectFrom(`/inspiratie/${post.id}/oude-titel`)).toMatchObject({
      to: `/inspiratie/${post.id}/nieuwe-titel`,
      status: '308',
    })
  })
})
