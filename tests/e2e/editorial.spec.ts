import { type APIRequestContext, expect, test } from '@playwright/test'

import { previewToken } from '../../src/content/preview-token'
import { asAdmin, e2eSecrets, openLivePreview, submitAdminLogin } from './support/admin'

/** The admin's words in Dutch and French for what these tests click and read. */
const admin = {
  nl: {
    saveDraft: 'Bewaar concept',
    schedule: 'Publicatie plannen',
    allLocales: 'Alle talen',
    publish: 'Publiceren',
    viewInShop: 'Bekijk in de winkel',
    title: 'Paginatitel',
    noAddress: 'Het heeft nog geen adres in deze taal',
  },
  fr: {
    saveDraft: 'Enregistrer le brouillon',
    schedule: 'Programmer la publication',
    allLocales: 'Toutes les langues',
    publish: 'Publier',
    viewInShop: 'Voir dans la boutique',
    title: 'Titre de la page',
    noAddress: 'Il n’a pas encore d’adresse dans cette langue',
  },
} as const

const countPages = async (request: APIRequestContext) => {
  const response = await request.get('/api/pages?limit=1&depth=0&draft=true', {
    headers: await asAdmin(request),
  })
  return (await response.json()).totalDocs as number
}

for (const language of ['nl', 'fr'] as const) {
  const words = admin[language]

  test.describe(`the editor in the ${language} admin`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL }])
      await submitAdminLogin(page)
      await expect(page).toHaveURL(/\/admin\/?$/)
    })

    test('"create new" saves nothing until the editor saves', async ({ page, request }) => {
      const before = await countPages(request)
      await page.goto('/admin/collections/pages/create')
      await expect(page.locator('#field-title')).toBeVisible()
      await page.reload()
      await expect(page.locator('#field-title')).toBeVisible()
      // Nothing typed, nothing saved: opening the form twice left no untitled drafts.
      expect(await countPages(request)).toBe(before)

      await page.locator('#field-title').fill(`Nieuw ${language} ${Date.now()}`)
      await page.getByRole('button', { name: words.saveDraft }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
      expect(await countPages(request)).toBe(before + 1)
    })

    test('the live preview shows a page never published, before and at its address', async ({
      page,
    }) => {
      const stamp = Date.now()
      const title = `Concept ${language} ${stamp}`
      // The page is written in the admin's language: the preview shows that language.
      await page.goto(`/admin/collections/pages/create?locale=${language}`)
      await page.getByLabel(words.title).fill(title)
      await page.locator('#field-slug').fill(`concept-${language}-${stamp}`)
      await page.getByRole('button', { name: words.saveDraft }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
      await page.goto(`${new URL(page.url()).pathname}?locale=${language}`)

      const preview = await openLivePreview(page)
      // The preview bar is the page's first status; the footer's newsletter form holds another.
      const previewBar = preview.getByRole('status').first()
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title, {
        timeout: 15_000,
      })
      await expect(previewBar).toContainText(words.noAddress)
      await expect(preview.getByText(/Foutcode|Code d'erreur|Error code/)).toHaveCount(0)

      // Its future address: the preview follows it, still before the first publish.
      const path = `concept-${language}-${stamp}`
      await page.locator('#field-path').fill(path)
      await expect(previewBar).not.toContainText(words.noAddress, {
        timeout: 15_000,
      })
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
    })

    test('the schedule dialog of a page never published offers "publish" first, for all languages', async ({
      page,
    }) => {
      const stamp = Date.now()
      await page.goto('/admin/collections/pages/create')
      await page.locator('#field-title').fill(`Gepland ${stamp}`)
      await page.locator('#field-slug').fill(`gepland-${language}-${stamp}`)
      await page.getByRole('button', { name: words.saveDraft }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)

      await page.locator('#action-save-popup button').first().click()
      await page.getByRole('button', { name: words.schedule }).click()
      await expect(page.getByRole('radio', { name: words.publish, exact: true })).toBeChecked()
      // The languages to publish start at "all", in the admin's language (Payload writes "All").
      await expect(page.getByText(words.allLocales, { exact: true })).toBeVisible()
      await expect(page.getByText('All', { exact: true })).toHaveCount(0)
    })

    test('"view in shop" opens the published page at its address in the language', async ({
      page,
      request,
    }) => {
      const stamp = Date.now()
      const path = `bekijk-${language}-${stamp}`
      const headers = await asAdmin(request)
      const created = await request.post(`/api/pages?locale=${language}`, {
        headers,
        data: { slug: path, title: `Bekijk ${stamp}`, path, _status: 'published' },
      })
      expect(created.ok()).toBe(true)
      const { doc } = await created.json()

      await page.goto(`/admin/collections/pages/${doc.id}?locale=${language}`)
      const link = page.getByRole('link', { name: words.viewInShop })
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`${language === 'nl' ? '' : `/${language}`}/${path}$`),
      )
      const opened = page.waitForEvent('popup')
      await link.click()
      const shop = await opened
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText(`Bekijk ${stamp}`)
      await shop.close()
    })
  })
}

test('the preview of a draft never published answers with its text, at its address or by id', async ({
  request,
  playwright,
  baseURL,
}) => {
  const headers = await asAdmin(request)
  const stamp = Date.now()
  const created = await request.post('/api/pages?locale=fr&draft=true', {
    headers,
    data: { title: `Brouillon ${stamp}`, _status: 'draft' },
  })
  expect(created.ok()).toBe(true)
  const { doc } = await created.json()

  for (const path of [`/fr/preview/pages/${doc.id}`]) {
    const token = previewToken(path, e2eSecrets.payload)
    const response = await request.get(
      `/api/preview?path=${encodeURIComponent(path)}&token=${token}`,
      {
        headers,
      },
    )
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain(`Brouillon ${stamp}`)
  }

  const withAddress = await request.patch(`/api/pages/${doc.id}?locale=fr&draft=true`, {
    headers,
    data: { path: `brouillon-${stamp}`, _status: 'draft' },
  })
  expect(withAddress.ok()).toBe(true)
  const path = `/fr/brouillon-${stamp}`
  const response = await request.get(
    `/api/preview?path=${encodeURIComponent(path)}&token=${previewToken(path, e2eSecrets.payload)}`,
    { headers },
  )
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain(`Brouillon ${stamp}`)

  // Without draft mode the preview's own address shows nothing, and the draft stays hidden.
  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.get(`/fr/preview/pages/${doc.id}`)).status()).toBe(404)
  expect((await visitor.get(path)).status()).toBe(404)
  await visitor.dispose()
})

test('a page published at a new address sends its old one there (308)', async ({ request }) => {
  const headers = await asAdmin(request)
  const stamp = Date.now()
  const created = await request.post('/api/pages?locale=nl', {
    headers,
    data: {
      slug: `verhuis-${stamp}`,
      title: 'Verhuisd',
      path: `oud-${stamp}`,
      _status: 'published',
    },
  })
  const { doc } = await created.json()
  const moved = await request.patch(`/api/pages/${doc.id}?locale=nl`, {
    headers,
    data: { path: `nieuw-${stamp}`, _status: 'published' },
  })
  expect(moved.ok()).toBe(true)
  await expect(async () => {
    const response = await request.get(`/oud-${stamp}`, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toMatch(new RegExp(`/nieuw-${stamp}$`))
  }).toPass({ timeout: 20_000 })
  expect((await request.get(`/nieuw-${stamp}`)).status()).toBe(200)
})
