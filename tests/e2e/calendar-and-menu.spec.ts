import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { asAdmin, submitAdminLogin } from './support/admin'
import { chooseAndCheckOut, englishDelivery, fillAddress, gentGuest } from './support/checkout'
import { addToCart, productId } from './support/shop'
import { timeStamp } from './support/time-stamp'

/** A guest's order of hamburgers: its number and delivery day. */
async function guestOrder(page: Page, request: APIRequestContext) {
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/en/meat/${burgers}/hamburgers`, '2')
  await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  await fillAddress(page, gentGuest(`closing.${timeStamp()}@example.be`))
  await page.getByRole('button', { name: 'Continue to confirm' }).click()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/completed\/\d+$/)
  const id = /\/completed\/(\d+)$/.exec(page.url())![1]
  const order = await request.get(`/api/orders/${id}?depth=0`, { headers: await asAdmin(request) })
  return (await order.json()) as { number: string; deliveryDate: string }
}

test('the Dutch admin closes a day with booked orders and sees them listed', async ({
  page,
  request,
  baseURL,
}) => {
  const { number, deliveryDate } = await guestOrder(page, request)
  const headers = await asAdmin(request)
  const before = await (await request.get('/api/globals/delivery-calendar?depth=0')).json()

  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.context().addCookies([{ name: 'payload-lng', value: 'nl', url: baseURL! }])
  await page.goto('/admin/globals/delivery-calendar')
  await page.getByRole('button', { name: 'Voeg Sluitingsdag toe' }).click()
  const [year, month, day] = deliveryDate.split('-')
  // Picked in the calendar: typed, a date would have to follow the admin language's format.
  await page.locator('[id^="field-closedDates"][id$="date"] input').last().click()
  await page.locator('.react-datepicker__year-select').selectOption(year)
  await page.locator('.react-datepicker__month-select').selectOption(String(Number(month) - 1))
  await page
    .locator(`.react-datepicker__day--0${day}:not(.react-datepicker__day--outside-month)`)
    .click()

  const warning = page.getByRole('alert').filter({ hasText: 'Let op' })
  // Other tests of the run may have booked that day too.
  await expect(warning).toContainText(/voor deze dag (is|zijn) al \d+ bestelling(en)? geboekt/)
  await expect(warning.getByRole('link', { name: number })).toBeVisible()

  // Without a reason the day does not close.
  await page.getByRole('button', { name: 'Bewaar', exact: true }).click()
  await expect(page.getByText(/Reden/).first()).toBeVisible()
  await page.locator('[id^="field-closedDates"][id$="reason"]').last().fill('Inventaris')
  await page.getByRole('button', { name: 'Bewaar', exact: true }).click()
  await expect
    .poll(async () => {
      const calendar = await (await request.get('/api/globals/delivery-calendar?depth=0')).json()
      return (calendar.closedDates ?? []).length
    })
    .toBe((before.closedDates ?? []).length + 1)

  // The saved calendar is a version the owner can go back to.
  const versions = await request.get(
    '/api/globals/delivery-calendar/versions?limit=1&sort=-updatedAt&depth=0',
    { headers },
  )
  const [latest] = (await versions.json()).docs as {
    version: { closedDates?: { reason?: string }[] }
  }[]
  expect(latest.version.closedDates?.at(-1)?.reason).toBe('Inventaris')
  await request.post('/api/globals/delivery-calendar', {
    headers,
    data: { closedDates: before.closedDates ?? [] },
  })
})

test('the header shows an edited menu entry in Dutch, French and English', async ({
  page,
  request,
}) => {
  const headers = await asAdmin(request)
  const before = await (await request.get('/api/globals/navigation?depth=0')).json()
  const words = { nl: 'Slagerstips', fr: 'Conseils du boucher', en: 'Butcher’s tips' } as const
  const saved = await request.post('/api/globals/navigation?locale=nl&depth=0', {
    headers,
    data: {
      menu: [
        ...(before.menu ?? []),
        { target: 'url', url: 'https://tips.example', label: words.nl },
      ],
    },
  })
  expect(saved.ok()).toBe(true)
  const { result } = await saved.json()
  for (const locale of ['fr', 'en'] as const)
    await request.post(`/api/globals/navigation?locale=${locale}`, {
      headers,
      data: {
        menu: result.menu.map((row: Record<string, unknown>, index: number) =>
          index === result.menu.length - 1 ? { ...row, label: words[locale] } : row,
        ),
      },
    })

  try {
    for (const [path, menuName, locale] of [
      ['/', 'Hoofdmenu', 'nl'],
      ['/fr', /menu/i, 'fr'],
      ['/en', /menu/i, 'en'],
    ] as const) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path)
      const menu = page.getByRole('navigation', { name: menuName }).first()
      await expect(menu.getByRole('link', { name: words[locale] })).toHaveAttribute(
        'href',
        'https://tips.example',
      )
    }
  } finally {
    await request.post('/api/globals/navigation?locale=nl', {
      headers,
      data: { menu: before.menu ?? [] },
    })
  }
})
