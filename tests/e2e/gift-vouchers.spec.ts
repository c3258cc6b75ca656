import { expect, test } from '@playwright/test'

import { extractText } from 'unpdf'

import { asAdmin, ownerMakesCode } from './support/admin'
import { chooseAndCheckOut, englishDelivery, fillAddress, saved } from './support/checkout'
import { latestMailTo, mailsTo } from './support/mailbox'
import { addToCart, giftVoucherForm, productId } from './support/shop'
import { timeStamp } from './support/time-stamp'

const CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/

test('a voucher bought for someone is mailed to them once paid, and pays their order', async ({
  page,
  request,
}) => {
  const stamp = timeStamp()
  const recipient = `marie.${stamp}@example.be`
  const voucher = await productId(request, 'gift voucher', 'en')

  await page.goto(`/en/meat/${voucher}/gift-voucher`)
  const form = giftVoucherForm(page)
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(form.getByText('Please fill this in.')).toHaveCount(2)
  await form.getByLabel("Recipient's name").fill('Marie')
  await form.getByLabel("Recipient's e-mail address").fill(recipient)
  await form.getByLabel('Your name').fill('Jan')
  await form.getByLabel('Your e-mail address').fill(`jan.${stamp}@example.be`)
  await form.getByLabel('Your message (optional)').fill('Happy birthday, Marie!')
  await form.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()

  await page.goto('/en/shopping-cart')
  await expect(page.getByTestId('cart-line')).toContainText('For Marie')
  // A voucher is e-mailed: no delivery date to choose, only the terms.
  await expect(page.getByRole('main').getByLabel('Delivery date')).toHaveCount(0)
  await Promise.all([
    saved(page),
    page
      .getByRole('main')
      .getByLabel(/terms and conditions/)
      .check(),
  ])
  await page.getByRole('link', { name: 'Check out' }).click()
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  await fillAddress(page, {
    'First name': 'Jan',
    'Last name': 'Peeters',
    'E-mail address': `jan.${stamp}@example.be`,
    Phone: '+32 470 12 34 56',
    Street: 'Veldstraat',
    'House number': '5',
    Postcode: '9000',
    Town: 'Gent',
  })
  await page.getByRole('button', { name: 'Continue to confirm' }).click()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/completed\/\d+$/)
  const orderId = /\/(\d+)$/.exec(new URL(page.url()).pathname)![1]

  // The bank transfer arrived: the owner marks the order paid.
  const paid = await request.patch(`/api/orders/${orderId}`, {
    headers: await asAdmin(request),
    data: { paymentStatus: 'paid' },
  })
  expect(paid.ok()).toBe(true)

  const mail = await latestMailTo(recipient)
  expect(mail.subject).toBe('Jan gives you a De Vleesboetiek gift voucher')
  expect(mail.text).toContain('Happy birthday, Marie!')
  expect(mail.text).toContain('€50.00')
  const code = CODE.exec(mail.text)![0]

  // Marie, in a browser of her own, spends it.
  await page.context().clearCookies()
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/en/meat/${burgers}/hamburgers`, '1')
  await page.goto('/en/shopping-cart')
  const before = await page.getByTestId('cart-total').textContent()
  const codeForm = page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.getByLabel('Gift voucher code') })
  await page.getByLabel('Gift voucher code').fill('nonsense')
  await codeForm.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'We do not know this gift voucher code. Please check it.',
  )
  await page.getByLabel('Gift voucher code').fill(code.toLowerCase())
  await codeForm.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByTestId('cart-gift-card')).toContainText(`Gift voucher ${code}`)
  await expect(page.getByTestId('cart-total')).not.toHaveText(before!)
  await expect(page.getByTestId('cart-total')).toHaveText('€0.00')

  // A discount code on top: both show on the invoice of the order the voucher pays in full.
  const coupon = await ownerMakesCode(request, { kind: 'fixed', value: 200 })
  await page.getByLabel('Discount code').fill(coupon)
  await page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.getByLabel('Discount code') })
    .getByRole('button', { name: 'Apply' })
    .click()
  await expect(page.getByTestId('cart-discount')).toHaveText('−€2.00')
  await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  await fillAddress(page, {
    'First name': 'Marie',
    'Last name': 'Claes',
    'E-mail address': recipient,
    Phone: '+32 470 65 43 21',
    Street: 'Korenmarkt',
    'House number': '1',
    Postcode: '9000',
    Town: 'Gent',
  })
  await page.getByRole('button', { name: 'Continue to confirm' }).click()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/completed\/\d+$/)

  // The "payment received" mail is the one with the invoice attached.
  let attached = ''
  await expect(async () => {
    const mail = (await mailsTo(recipient)).find((sent) => sent.attachments.length > 0)
    expect(mail).toBeDefined()
    attached = mail!.attachments[0].content
  }).toPass({ timeout: 10_000 })
  const pdf = Buffer.from(attached, 'base64')
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
  expect(text).toContain('Discount')
  expect(text).toContain(`Gift voucher ${code}`)
})
