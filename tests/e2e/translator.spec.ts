import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { asAdmin, submitAdminLogin } from './support/admin'
import { timeStamp } from './support/time-stamp'

/** A translator in the French admin translating into French, and one in the English admin into English. */
const translators = [
  {
    admin: 'fr',
    locale: 'fr',
    translated: 'Saucisse de la traductrice',
    source: 'Néerlandais :',
    stale: 'Texte néerlandais modifié depuis cette traduction',
    list: 'À traduire',
    language: 'Français',
    field: 'Général › Description',
  },
  {
    admin: 'en',
    locale: 'en',
    translated: "The translator's sausage",
    source: 'Dutch:',
    stale: 'Dutch text changed since this translation',
    list: 'To translate',
    language: 'English',
    field: 'General › Description',
  },
] as const

/** A product with a Dutch description and its translation, made as another editor would. */
async function translatedProduct(request: APIRequestContext, locale: string, translated: string) {
  const headers = await asAdmin(request)
  const run = `${locale}-${timeStamp()}`
  const made = await request.post('/api/products?locale=nl', {
    headers,
    data: {
      name: `Vertaalworst ${run}`,
      description: `Grove worst van het huis ${run}`,
      sku: `E2E-VERTAAL-${run}`,
      priceCents: 900,
      stock: 10,
      unit: 'piece',
      vatClass: 'food',
      outOfStock: 'notice',
      _status: 'published',
    },
  })
  expect(made.ok()).toBe(true)
  const { doc } = (await made.json()) as { doc: { id: number } }
  const translation = await request.patch(`/api/products/${doc.id}?locale=${locale}`, {
    headers,
    data: { name: `${translated} ${run}`, description: `${translated} ${run}` },
  })
  expect(translation.ok()).toBe(true)
  return { id: doc.id, run, name: `Vertaalworst ${run}` }
}

/** What shows under a field: `kind` is Payload's class of the field (text, textarea). */
const sourceUnder = (page: Page, field: string, kind: 'text' | 'textarea') =>
  page
    .locator(`.field-type.${kind}`, { has: page.locator(`#field-${field}`) })
    .locator('.translation-source')

for (const say of translators) {
  test(`the ${say.admin} admin shows the Dutch text under each field, and marks it once the Dutch changes`, async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await translatedProduct(request, say.locale, say.translated)
    await submitAdminLogin(page)
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.context().addCookies([{ name: 'payload-lng', value: say.admin, url: baseURL! }])

    await page.goto(`/admin/collections/products/${product.id}?locale=${say.locale}`)
    const description = sourceUnder(page, 'description', 'textarea')
    await expect(description).toContainText(say.source)
    await expect(description).toContainText(`Grove worst van het huis ${product.run}`)
    await expect(description).not.toContainText(say.stale)
    await expect(sourceUnder(page, 'name', 'text')).toContainText(`Vertaalworst ${product.run}`)

    // Another editor rewrites the Dutch description.
    const changed = await request.patch(`/api/products/${product.id}?locale=nl`, {
      headers: await asAdmin(request),
      data: { description: `Grove worst met look ${product.run}` },
    })
    expect(changed.ok()).toBe(true)

    await page.reload()
    await expect(description).toContainText(`Grove worst met look ${product.run}`)
    await expect(description).toContainText(say.stale)
    await expect(sourceUnder(page, 'name', 'text')).not.toContainText(say.stale)

    // The translator's list names the product and the field to do again.
    await page.goto('/admin/translations')
    await expect(page.getByRole('heading', { level: 1, name: say.list })).toBeVisible()
    const section = page.getByRole('region', { name: new RegExp(`^${say.language} \\(\\d+\\)$`) })
    const row = section.getByRole('row', { name: new RegExp(product.run) })
    await expect(row).toContainText(say.field)
    await row.getByRole('link', { name: product.name }).click()
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}\\?locale=${say.locale}`))

    // In Dutch there is no source to show.
    await page.goto(`/admin/collections/products/${product.id}?locale=nl`)
    await expect(page.locator('#field-description')).toBeVisible()
    await expect(page.locator('.translation-source')).toHaveCount(0)
  })
}
