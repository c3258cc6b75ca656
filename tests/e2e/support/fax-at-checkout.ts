import { expect, type Page } from '@playwright/test'

import { chooseAndCheckOut, englishDelivery, fillAddress, gentGuest } from './checkout'
import { latestMailTo } from './mailbox'
import { addToCart } from './shop'
import { timeStamp } from './time-stamp'

const fax = '+32 9 234 56 78'

/**
 * A guest orders the product of `productPage` for delivery, typing a fax number with the
 * address at checkout: the confirm page, the completed page and the order's own page (from its
 * e-mail) show it with the address.
 */
export async function orderWithFax(page: Page, productPage: string) {
  await addToCart(page, productPage, '1')
  await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  const email = `fax.${timeStamp()}@example.be`
  await fillAddress(page, { ...gentGuest(email), 'Fax (optional)': fax })
  await page.getByRole('button', { name: 'Continue to confirm' }).click()

  const faxShown = page
    .getByRole('main')
    .locator('address')
    .filter({ hasText: `Fax ${fax}` })
  await expect(faxShown.first()).toBeVisible()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByTestId('order-number')).toBeVisible()
  await expect(faxShown).toBeVisible()

  const mail = await latestMailTo(email)
  const link = /\/en\/orderdetails\/\d+\?token=[\w.-]+/.exec(mail.text)
  expect(link, mail.text).not.toBeNull()
  await page.goto(link![0])
  await expect(faxShown).toBeVisible()
}
