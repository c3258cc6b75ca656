import { expect, type Page, test } from '@playwright/test'

import { chooseAndCheckOut, fillAddress, englishDelivery } from './support/checkout'
import { addToCart, productId } from './support/shop'
import { timeStamp } from './support/time-stamp'

// Mollie's hosted checkout is the test double's page, on HTTPS with a self-signed certificate.
test.use({ ignoreHTTPSErrors: true })

/** A guest in English with hamburgers in the cart, on the confirm page. */
async function readyToPay(page: Page, request: Parameters<typeof productId>[0]) {
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/en/meat/${burgers}/hamburgers`, '1')
  await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  await fillAddress(page, {
    'First name': 'Lotte',
    'Last name': 'Peeters',
    'E-mail address': `mollie.${timeStamp()}@example.be`,
    Phone: '+32 470 65 43 21',
    Street: 'Meir',
    'House number': '12',
    Postcode: '2000',
    Town: 'Antwerpen',
  })
  await page.getByRole('button', { name: 'Continue to confirm' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm and pay')
}

/** On the double's checkout page: the outcome's button, then back in the shop. */
async function payOnMollie(page: Page, method: string, outcome: 'paid' | 'failed') {
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/checkout\/tr_\w+$/)
  await expect(page.getByTestId('payment-method')).toHaveText(method)
  await page.getByRole('button', { name: outcome, exact: true }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/completed\/\d+$/)
}

async function expectPaid(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order')
  await expect(page.getByTestId('order-statuses')).toContainText('Paid')
  await expect(page.getByTestId('online-payment')).toHaveText(/^You paid €[\d.,]+ online\.$/)
}

test('a guest pays by Bancontact and the order page says it is paid', async ({ page, request }) => {
  await readyToPay(page, request)
  await expect(page.getByLabel('Bank transfer')).toBeChecked()
  await expect(page.getByLabel('SOFORT Banking')).toHaveCount(0)
  await page.getByLabel('Bancontact').check()
  await page.getByRole('button', { name: 'Place order' }).click()

  await payOnMollie(page, 'bancontact', 'paid')
  await expectPaid(page)
})

test('a failed payment is paid again with a card', async ({ page, request }) => {
  await readyToPay(page, request)
  await page.getByLabel('Bancontact').check()
  await page.getByRole('button', { name: 'Place order' }).click()
  await payOnMollie(page, 'bancontact', 'failed')

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your payment did not go through',
  )
  await expect(page.getByText('Your bank declined the payment.')).toBeVisible()
  const again = page.getByTestId('pay-again')
  await expect(again.getByLabel('Bank transfer')).toBeVisible()
  await again.getByLabel('Credit card').check()
  await again.getByRole('button', { name: 'Pay' }).click()

  await payOnMollie(page, 'creditcard', 'paid')
  await expectPaid(page)
})
