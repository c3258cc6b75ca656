import { expect, type Page, test } from '@playwright/test'

import { asAdmin, submitAdminLogin } from './support/admin'

/** What the subscribers list and the orders list say in each admin language. */
const words = {
  nl: {
    confirmed: 'Bevestigd',
    pending: 'Wacht op bevestiging',
    export: 'Alle abonnees downloaden (CSV)',
    columns: 'Kolommen',
    status: 'Status',
    yes: /^ja$/i,
  },
  fr: {
    confirmed: 'Confirmé',
    pending: 'En attente de confirmation',
    export: 'Télécharger tous les abonnés (CSV)',
    columns: 'Colonnes',
    status: 'Statut',
    yes: /^oui$/i,
  },
} as const

/** Words that showed in English, or as "waar/onwaar", in the Dutch and French admin. */
const notInDutchOrFrench = [
  'Payment Mail Sent',
  'Idempotency Key',
  'Guest Id',
  'Stock Returned',
  'Discount Returned',
  'Gift Cards Issued',
  'Gift Cards Returned',
  'Online Payment',
  'Subscribed',
  'Confirmed at',
  'Unsubscribed at',
  'Awaiting confirmation',
  'Newsletter subscribers',
  'Mails In Window',
  'Mail Window Start',
  'Onwaar',
  'Waar',
  'Vrai',
  'Faux',
  'true',
  'false',
  'AM',
  'PM',
]

/** The English (or true/false) words from the list that the page shows, as whole words. */
const englishOn = async (page: Page) => {
  const text = await page.locator('body').innerText()
  return notInDutchOrFrench.filter((word) =>
    new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text),
  )
}

/** Opens the list's column picker, where every field is named, hidden ones included. */
async function showColumnNames(page: Page, columns: string) {
  await page.getByRole('button', { name: columns, exact: true }).click()
  await expect(page.locator('#list-controls-columns')).toBeVisible()
}

for (const language of ['nl', 'fr'] as const) {
  const say = words[language]

  test.describe(`the ${language} admin`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL }])
      await submitAdminLogin(page)
      await expect(page).toHaveURL(/\/admin\/?$/)
    })

    test('lists newsletter subscribers by their state, with no English, and exports them', async ({
      page,
      request,
    }) => {
      const run = `${language}-${Date.now()}`
      const headers = await asAdmin(request)
      for (const data of [
        {
          email: `bevestigd-${run}@example.be`,
          subscribed: true,
          confirmedAt: new Date().toISOString(),
        },
        { email: `wacht-${run}@example.be`, subscribed: false },
      ]) {
        const made = await request.post('/api/newsletter-subscribers', { headers, data })
        expect(made.ok()).toBe(true)
      }
      await page.goto(`/admin/collections/newsletter-subscribers?search=${run}`)
      const confirmedRow = page.getByRole('row').filter({ hasText: `bevestigd-${run}` })
      await expect(
        confirmedRow.getByRole('cell', { name: say.confirmed, exact: true }),
      ).toBeVisible()
      const pendingRow = page.getByRole('row').filter({ hasText: `wacht-${run}` })
      await expect(pendingRow.getByRole('cell', { name: say.pending, exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: say.export })).toBeVisible()

      await showColumnNames(page, say.columns)
      expect(await englishOn(page)).toEqual([])

      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: say.export }).click()
      const file = await (await download).createReadStream()
      const chunks: Buffer[] = []
      for await (const chunk of file) chunks.push(chunk as Buffer)
      const csv = Buffer.concat(chunks).toString('utf8')
      expect(csv.split('\r\n')[0]).toContain(`;${say.status};`)
      expect(csv).toContain(`bevestigd-${run}@example.be;${say.confirmed};`)
    })

    test('names every order field in the admin language and draws the account picture itself', async ({
      page,
    }) => {
      await page.goto('/admin/collections/orders')
      await showColumnNames(page, say.columns)
      expect(await englishOn(page)).toEqual([])
      await expect(page.locator('.initials-avatar')).toBeVisible()
      await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
    })

    test('a checkbox reads yes or no in the list', async ({ page, request }) => {
      const headers = await asAdmin(request)
      const products = await request.get('/api/products?limit=1&depth=0', { headers })
      const [product] = (await products.json()).docs as Array<{ id: number }>
      const title = `Malse ribeye ${language} ${Date.now()}`
      const made = await request.post('/api/reviews', {
        headers,
        data: {
          product: product.id,
          authorName: 'Els',
          title,
          text: 'Top.',
          rating: 5,
          approved: true,
        },
      })
      expect(made.ok()).toBe(true)
      await page.goto(`/admin/collections/reviews?search=${encodeURIComponent(title)}`)
      const row = page.getByRole('row').filter({ hasText: title })
      await expect(row.getByRole('cell', { name: say.yes })).toBeVisible()
      expect(await englishOn(page)).toEqual([])
    })
  })
}
