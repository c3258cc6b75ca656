import { expect, test } from '@playwright/test'

import { openAdminList, submitAdminLogin } from './support/admin'
import { timeStamp } from './support/time-stamp'

test.use({ viewport: { width: 1440, height: 900 } })

test('the owner takes a phone order in the Dutch admin, reads its total out, and finds it among the orders', async ({
  page,
  baseURL,
}) => {
  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.context().addCookies([{ name: 'payload-lng', value: 'nl', url: baseURL! }])

  await openAdminList(page, 'orders')
  await page.getByRole('link', { name: 'Telefonische bestelling' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/orders\/phone-order$/)
  await expect(page.getByRole('heading', { name: 'Telefonische bestelling' })).toBeVisible()

  // Two packs of hamburgers, found by name.
  await page.getByLabel('Product zoeken op naam').fill('hamburger')
  const found = page.getByRole('list', { name: 'Producten' })
  await found.getByRole('button', { name: 'Toevoegen' }).first().click()
  const quantity = page.getByLabel(/^Aantal: /)
  await expect(quantity).toHaveValue('1')
  await quantity.fill('2')

  // Before it is placed, the owner reads out what it comes to: delivered, then picked up free.
  const quote = page.getByRole('region', { name: 'Te betalen' })
  const cents = async (testId: string) =>
    Number((await quote.getByTestId(testId).textContent())!.replace(/[^\d]/g, ''))
  await expect(quote.getByTestId('phone-order-total')).toHaveText(/^€\s?\d+,\d{2}$/)
  await expect.poll(() => cents('phone-order-shipping')).toBeGreaterThan(0)
  const delivered = await cents('phone-order-total')

  // Picked up on the first day the calendar offers, paid in the shop.
  await page.getByLabel('Levermethode').selectOption('pickup')
  await expect(quote.getByTestId('phone-order-shipping')).toHaveText(/^€\s?0,00$/)
  await expect.poll(() => cents('phone-order-total')).toBeLessThan(delivered)
  await expect(quote).toContainText(/waarvan btw 6\s?%/)
  await expect(page.getByLabel('Datum').locator('option').first()).toHaveText(
    /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag) /,
  )
  const email = `telefoon.${timeStamp()}@example.be`
  const details: Array<[string, string]> = [
    ['Voornaam', 'Bert'],
    ['Achternaam', 'Belt'],
    ['E-mail', email],
    ['Telefoon', '+32 9 222 33 44'],
    ['Straat', 'Kouter'],
    ['Huisnummer', '7'],
    ['Postcode', '9000'],
    ['Gemeente', 'Gent'],
  ]
  for (const [field, value] of details) await page.getByLabel(field, { exact: true }).fill(value)
  await page.getByLabel('Betaalwijze').selectOption({ label: 'Betalen bij afhalen' })

  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()
  const placed = page.getByRole('status').filter({ hasText: 'Bestelling' })
  await expect(placed).toContainText(/Bestelling \d{4}-\d{6} is geplaatst/)
  const number = /\d{4}-\d{6}/.exec((await placed.textContent()) ?? '')![0]

  await page.goto('/admin/collections/orders')
  await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible()
})
