import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { asAdmin } from './support/admin'
import { chooseAndCheckOut } from './support/checkout'
import { latestMailTo } from './support/mailbox'
import { addToCart, newCustomer, productId, register } from './support/shop'

const INVOICE = /^F\d{4}-\d{6}$/

test('an order the admin marks paid gets an invoice: mailed, on the downloads page, downloadable', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const customer = newCustomer('Lotte', 'Maes')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Lotte')

  await page.goto('/account/downloaden')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads')
  await expect(page.getByText('Er zijn geen downloadbare items.')).toBeVisible()

  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/vlees/${burgers}/hamburgers-(4-stuks)`, '1')
  await chooseAndCheckOut(page, '/winkelmand', {
    date: 'Leverdatum',
    terms: /algemene voorwaarden/,
    checkout: 'Afrekenen',
  })
  await page.getByRole('button', { name: 'Verder naar bevestigen' }).click()
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling')
  const orderId = /\/checkout\/completed\/(\d+)$/.exec(page.url())![1]
  const number = (await page.getByTestId('order-number').textContent())!.replace(
    'Bestelnummer: ',
    '',
  )

  // Not paid yet: no invoice, and its address answers like any other unknown one.
  const early = await page.request.get(`/api/storefront/orders/${orderId}/invoice`)
  expect(early.status()).toBe(404)

  const paid = await request.patch(`/api/orders/${orderId}`, {
    headers: await asAdmin(request),
    data: { paymentStatus: 'paid' },
  })
  expect(paid.ok()).toBe(true)
  const { doc } = await paid.json()
  expect(doc.invoiceNumber).toMatch(INVOICE)

  const mail = await latestMailTo(customer.email)
  expect(mail.subject).toBe(`Betaling ontvangen voor bestelling ${number}`)
  expect(mail.attachments.map((file) => file.filename)).toEqual([
    `invoice-${doc.invoiceNumber}.pdf`,
  ])
  expect(Buffer.from(mail.attachments[0].content, 'base64').subarray(0, 5).toString()).toBe('%PDF-')

  await page.goto('/account/downloaden')
  const invoice = page.getByTestId('my-invoice')
  await expect(invoice).toHaveCount(1)
  await expect(invoice).toContainText(`Bestelling ${number}`)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('link', { name: /Factuur downloaden/ }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`invoice-${doc.invoiceNumber}.pdf`)
  const file = await readFile((await download.path())!)
  expect(file.subarray(0, 5).toString()).toBe('%PDF-')

  await page.goto(`/orderdetails/${orderId}`)
  await expect(page.getByTestId('invoice-link')).toHaveText(
    `Factuur ${doc.invoiceNumber} downloaden`,
  )

  // Someone else, without the customer's session or the order's link, gets nothing.
  // (`request` carries the admin's cookie since it signed in: a fresh context is nobody.)
  const stranger = await playwright.request.newContext({ baseURL })
  const refused = await stranger.get(`/api/storefront/orders/${orderId}/invoice`)
  expect(refused.status()).toBe(404)
  await stranger.dispose()
})
