import { expect, test } from '@playwright/test'

import { asAdmin, submitAdminLogin } from './support/admin'
import { chooseAndCheckOut } from './support/checkout'
import { addToCart, newCustomer, productId, register } from './support/shop'

const INVOICE = /F\d{4}-\d{6}/
const CREDIT_NOTE = /C\d{4}-\d{6}/

test('the owner opens a paid order’s invoice in the admin, cancels it and gets its credit note', async ({
  page,
  request,
}) => {
  const customer = newCustomer('Ward', 'Claes')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Ward')
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

  // The bank transfer came in: the owner marks the order paid, which gives it its invoice.
  const paid = await request.patch(`/api/orders/${orderId}`, {
    headers: await asAdmin(request),
    data: { paymentStatus: 'paid' },
  })
  expect(paid.ok()).toBe(true)
  const { doc } = await paid.json()
  expect(doc.invoiceNumber).toMatch(INVOICE)

  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`/admin/collections/orders/${orderId}`)
  const documents = page.getByRole('region', { name: 'Documenten' })
  const openInvoice = documents.getByRole('link', {
    name: `Openen en afdrukken: Factuur ${doc.invoiceNumber}`,
  })
  await expect(openInvoice).toBeVisible()
  await expect(openInvoice).toHaveAttribute('target', '_blank')

  // The link shows the PDF in the browser, to print, for staff signed in to the admin.
  const invoice = await page.request.get((await openInvoice.getAttribute('href'))!)
  expect(invoice.status()).toBe(200)
  expect(invoice.headers()['content-type']).toBe('application/pdf')
  expect(invoice.headers()['content-disposition']).toBe(
    `inline; filename="invoice-${doc.invoiceNumber}.pdf"`,
  )
  expect((await invoice.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // An invoiced order is neither deleted nor copied: the admin offers neither.
  const more = page.locator('.doc-controls__popup button').first()
  if (await more.isVisible()) await more.click()
  await expect(page.getByRole('button', { name: 'Verwijderen', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Dupliceren', exact: true })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // Cancelling it is the way out: the credit note appears beside the invoice.
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: 'Geannuleerd', exact: true }).click()
  const [saved] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === `/api/orders/${orderId}`,
    ),
    // Payload's Dutch admin says "Bewaar" on its save button.
    page.getByRole('button', { name: 'Bewaar', exact: true }).click(),
  ])
  expect(saved.ok()).toBe(true)
  await page.reload()
  const openCreditNote = documents.getByRole('link', { name: /^Openen en afdrukken: Creditnota / })
  await expect(openCreditNote).toBeVisible()
  const creditNoteNumber = CREDIT_NOTE.exec((await openCreditNote.textContent())!)![0]
  await expect(page.getByLabel('Creditnotanummer')).toHaveValue(creditNoteNumber)
  const creditNote = await page.request.get((await openCreditNote.getAttribute('href'))!)
  expect(creditNote.status()).toBe(200)
  expect(creditNote.headers()['content-disposition']).toBe(
    `inline; filename="credit-note-${creditNoteNumber}.pdf"`,
  )

  // The customer finds the credit note on the order's page, beside the invoice.
  await page.goto(`/orderdetails/${orderId}`)
  await expect(page.getByTestId('invoice-link')).toHaveText(
    `Factuur ${doc.invoiceNumber} downloaden`,
  )
  await expect(page.getByTestId('credit-note-link')).toHaveText(
    `Creditnota ${creditNoteNumber} downloaden`,
  )
})
