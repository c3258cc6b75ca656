import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { asAdmin, submitAdminLogin } from './support/admin'
import { timeStamp } from './support/time-stamp'

test.use({ viewport: { width: 1440, height: 900 } })

/** A published page of one product carousel, at a unique address; its id and address. */
async function carouselPage(request: APIRequestContext, block: Record<string, unknown>) {
  const stamp = `${timeStamp()}${Math.random().toString(36).slice(2, 6)}`
  const path = `keuze-${stamp}`
  const heading = `Onze keuze ${stamp}`
  const created = await request.post('/api/pages?locale=nl', {
    headers: await asAdmin(request),
    data: {
      title: `Keuze ${stamp}`,
      slug: path,
      path,
      _status: 'published',
      layout: [{ blockType: 'productCarousel', heading, limit: 8, ...block }],
    },
  })
  expect(created.ok()).toBe(true)
  const { doc } = await created.json()
  return { id: doc.id as number, path, heading }
}

async function signInAs(page: Page, language: 'nl' | 'fr', baseURL: string) {
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: baseURL }])
  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin\/?$/)
}

const savedBlock = async (request: APIRequestContext, id: number) => {
  const page = await request.get(`/api/pages/${id}?locale=nl&depth=0`, {
    headers: await asAdmin(request),
  })
  return (await page.json()).layout[0] as { productIds?: number[]; categoryId?: number | null }
}

test('the Dutch editor picks carousel products by typing part of their names; the shop shows them', async ({
  page,
  request,
  baseURL,
}) => {
  const { id, path, heading } = await carouselPage(request, { source: 'chosen', productIds: [] })
  await signInAs(page, 'nl', baseURL!)
  await page.goto(`/admin/collections/pages/${id}?locale=nl`)

  const chosen = page.getByRole('list', { name: 'Gekozen producten' })
  await expect(page.getByText('Nog geen product gekozen.')).toBeVisible()
  await page.getByLabel('Product zoeken op naam').fill('hambur')
  await page
    .getByRole('list', { name: 'Gevonden' })
    .getByRole('button', { name: 'Hamburgers (4 stuks)' })
    .click()
  await expect(chosen.getByRole('listitem')).toHaveCount(1)
  await expect(chosen).toContainText('Hamburgers (4 stuks)')
  await expect(
    chosen.getByRole('button', { name: 'Verwijderen: Hamburgers (4 stuks)' }),
  ).toBeVisible()

  // A second one, moved to the front: the carousel shows them in this order.
  await page.getByLabel('Product zoeken op naam').fill('picanh')
  await page
    .getByRole('list', { name: 'Gevonden' })
    .getByRole('button', { name: 'Picanha', exact: true })
    .click()
  await chosen.getByRole('button', { name: 'Hoger: Picanha' }).click()
  await expect(chosen.getByRole('listitem')).toHaveText([/^Picanha/, /^Hamburgers \(4 stuks\)/])

  await page.getByRole('button', { name: 'Publiceer wijzigingen' }).click()
  await expect(page.getByText('Gepubliceerd', { exact: true })).toBeVisible()
  await expect.poll(async () => (await savedBlock(request, id)).productIds?.length).toBe(2)

  // The published page shows the chosen products in order (publishing expires its cached copy).
  await expect(async () => {
    await page.goto(`/${path}`)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 1000 })
    await expect(
      page.getByRole('heading', { level: 3, name: /^(Picanha|Hamburgers \(4 stuks\))$/ }),
    ).toHaveText(['Picanha', 'Hamburgers (4 stuks)'], { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
})

test('the French editor picks the carousel’s category by name', async ({
  page,
  request,
  baseURL,
}) => {
  const { id } = await carouselPage(request, { source: 'category' })
  await signInAs(page, 'fr', baseURL!)
  // The admin in French, the page's Dutch texts: the names come in the admin's language.
  await page.goto(`/admin/collections/pages/${id}?locale=nl`)

  await expect(page.getByText('Aucune catégorie choisie.')).toBeVisible()
  await page.getByLabel('Chercher une catégorie par son nom').fill('gibi')
  await page.getByRole('list', { name: 'Trouvés' }).getByRole('button', { name: 'Gibier' }).click()
  const chosen = page.getByRole('list', { name: 'Catégorie choisie' })
  await expect(chosen.getByRole('listitem')).toHaveCount(1)
  await expect(chosen).toContainText('Gibier')

  await page.getByRole('button', { name: 'Publier les modifications' }).click()
  // Wild (Gibier) is category 7 of the seeded catalog.
  await expect.poll(async () => (await savedBlock(request, id)).categoryId).toBe(7)
})
