import { type APIRequestContext, expect, test } from '@playwright/test'

import { asAdmin } from './support/admin'
import { addToCart, productId } from './support/shop'
import { timeStamp } from './support/time-stamp'

type ClosedDate = { id?: string; date: string; reason?: string | null }

const languages = [
  { code: 'nl', cart: '/winkelmand', date: 'Leverdatum', closed: 'Gesloten op', locale: 'nl-BE' },
  {
    code: 'fr',
    cart: '/fr/panier',
    date: 'Date de livraison',
    closed: 'Fermé le',
    locale: 'fr-BE',
  },
  {
    code: 'en',
    cart: '/en/shopping-cart',
    date: 'Delivery date',
    closed: 'Closed on',
    locale: 'en-IE',
  },
] as const

const calendarIn = async (request: APIRequestContext, locale: string) =>
  (
    (await (
      await request.get(`/api/globals/delivery-calendar?depth=0&locale=${locale}`)
    ).json()) as {
      closedDates?: ClosedDate[]
    }
  ).closedDates ?? []

test('the cart says in the shopper’s language why a day in its date list is closed', async ({
  page,
  request,
}) => {
  const burgers = await productId(request, 'hamburgers')
  // In Dutch first: the language cookie an English page sets would send /winkelmand on to English.
  await addToCart(page, `/vlees/${burgers}/hamburgers`, '1')
  await page.goto('/winkelmand')
  const dates = page.getByLabel('Leverdatum')
  // A date in the middle of the list: the first one stays for the rest of the run.
  const day = await dates.locator('option').nth(3).getAttribute('value')
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)

  const stamp = timeStamp()
  const reasons = {
    nl: `Inventaris ${stamp}`,
    fr: `Inventaire ${stamp}`,
    en: `Stocktaking ${stamp}`,
  }
  const headers = await asAdmin(request)
  const before = await calendarIn(request, 'nl')
  const saved = await request.post('/api/globals/delivery-calendar?locale=nl', {
    headers,
    data: { closedDates: [...before, { date: `${day}T12:00:00.000Z`, reason: reasons.nl }] },
  })
  expect(saved.ok()).toBe(true)
  for (const code of ['fr', 'en'] as const) {
    const rows = await calendarIn(request, code)
    const translated = await request.post(`/api/globals/delivery-calendar?locale=${code}`, {
      headers,
      data: {
        closedDates: rows.map((row) =>
          row.date.startsWith(day!) ? { ...row, reason: reasons[code] } : row,
        ),
      },
    })
    expect(translated.ok()).toBe(true)
  }

  try {
    for (const language of languages) {
      await page.goto(language.cart)
      // The cart is read after the page has loaded: its dates first, then the one not among them.
      await expect(page.getByLabel(language.date)).toBeVisible()
      await expect(page.getByLabel(language.date).locator(`option[value="${day}"]`)).toHaveCount(0)
      const written = new Intl.DateTimeFormat(language.locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${day}T00:00:00Z`))
      const notice = page.getByTestId('closing-days')
      await expect(notice).toContainText(`${language.closed} ${written}`)
      await expect(notice).toContainText(reasons[language.code])
    }
  } finally {
    const now = await calendarIn(request, 'nl')
    await request.post('/api/globals/delivery-calendar?locale=nl', {
      headers,
      data: { closedDates: now.filter((row) => row.reason !== reasons.nl) },
    })
  }
})
