import { expect, type Page, test } from '@playwright/test'

import { ownerMakesCode } from './support/admin'
import { addToCart, productId } from './support/shop'
import { timeStamp } from './support/time-stamp'

/** Waits for the server action a cart choice sends, so that a later step sees it saved. */
const saved = (page: Page) =>
  page.waitForResponse((response) => Boolean(response.request().headers()['next-action']))

test('a coupon applied in the cart shows in the totals and on the confirm step', async ({
  page,
  request,
}) => {
  const code = await ownerMakesCode(request, { kind: 'fixed', value: 500 })
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/en/meat/${burgers}/hamburgers`, '2')
  await page.goto('/en/shopping-cart')

  const discount = page.getByTestId('code-discount')
  await discount.getByLabel('Discount code').fill(code.toLowerCase())
  await Promise.all([saved(page), discount.getByRole('button', { name: 'Apply' }).click()])
  await expect(discount.getByRole('status')).toHaveText(`Discount code ${code} applied`)
  await expect(page.getByTestId('cart-discount')).toHaveText('−€5.00')
  await expect(page.getByTestId('code-giftCard').getByLabel('Gift voucher code')).toBeVisible()

  await Promise.all([saved(page), page.getByLabel('Delivery date').selectOption({ index: 1 })])
  await Promise.all([
    saved(page),
    page
      .getByRole('main')
      .getByLabel(/terms and conditions/)
      .check(),
  ])
  await page.getByRole('link', { name: 'Check out' }).click()
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  const form = page.getByRole('main')
  const fields: Record<string, string> = {
    'First name': 'Lotte',
    'Last name': 'Peeters',
    'E-mail address': `coupon.${timeStamp()}@example.be`,
    Phone: '+32 470 12 34 56',
    Street: 'Veldstraat',
    'House number': '5',
    Postcode: '9000',
    Town: 'Gent',
  }
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: 'Continue to confirm' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm and pay')
  await expect(page.getByText(`Discount (${code})`)).toBeVisible()
  await expect(page.getByTestId('cart-discount')).toHaveText('−€5.00')
})

test('an expired code says so and changes nothing', async ({ page, request }) => {
  const code = await ownerMakesCode(request, { validUntil: '2020-12-31' })
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/vlees/${burgers}/hamburgers-(4-stuks)`, '1')
  await page.goto('/winkelmand')

  const discount = page.getByTestId('code-discount')
  await discount.getByLabel('Kortingscode').fill(code)
  await Promise.all([saved(page), discount.getByRole('button', { name: 'Toepassen' }).click()])
  await expect(discount.getByRole('alert')).toHaveText('Deze kortingscode is verlopen.')
  await expect(page.getByTestId('cart-discount')).toHaveCount(0)
})
