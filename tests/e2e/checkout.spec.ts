import { expect, test } from '@playwright/test'

import { chooseAndCheckOut, englishDelivery, fillAddress, gentGuest } from './support/checkout'
import { latestMailTo } from './support/mailbox'
import { addToCart, newCustomer, productId, register } from './support/shop'
import { timeStamp } from './support/time-stamp'

const REFERENCE = /\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/

test('a guest in English buys for delivery and pays by bank transfer', async ({
  page,
  request,
}) => {
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/en/meat/${burgers}/hamburgers`, '2')
  await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)

  await expect(page).toHaveURL('/en/checkout/login')
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your details')
  const email = `guest.${timeStamp()}@example.be`
  await fillAddress(page, gentGuest(email))
  await page.getByRole('button', { name: 'Continue to confirm' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm and pay')
  await expect(
    page.getByRole('heading', { name: /^Delivery on .+, between 8:00 and 20:00$/ }),
  ).toBeVisible()
  await expect(page.getByTestId('order-line')).toHaveCount(1)
  await expect(page.getByLabel('Bank transfer')).toBeChecked()
  const total = await page.getByTestId('cart-total').textContent()
  await page.getByRole('button', { name: 'Place order' }).click()

  await expect(page).toHaveURL(/\/en\/checkout\/completed\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order')
  const number = (await page.getByTestId('order-number').textContent())!.replace(
    'Order number: ',
    '',
  )
  expect(number).toMatch(/^\d{4}-\d{6}$/)
  await expect(page.getByTestId('order-total')).toHaveText(`Total: ${total}`)
  const reference = (await page.getByTestId('payment-reference').textContent())!
  expect(reference).toMatch(REFERENCE)
  await expect(page.getByTestId('iban')).toHaveText('BE68 5390 0754 7034')

  const mail = await latestMailTo(email)
  expect(mail.subject).toBe(`Your order ${number} at De Vleesboetiek`)
  expect(mail.text).toContain(`Total: ${total}`)
  expect(mail.text).toContain(reference)
  expect(mail.text).toMatch(
    /We deliver on .+ between 8:00 and 20:00 to Veldstraat 5, 9000 Gent, Belgium\./,
  )

  // The cart is empty now, and the order opens again only through the mail's link.
  await page.goto('/en/shopping-cart')
  await expect(page.getByText('Your shopping cart is empty.')).toBeVisible()
  const link = /https?:\/\/[^\s]+\/en\/orderdetails\/\d+\?token=[\w-]+/.exec(mail.text)![0]
  await page.context().clearCookies()
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByTestId('order-number')).toHaveText(`Order number: ${number}`)
  await page.goto(new URL(link).pathname)
  await expect(page.getByTestId('order-number')).toHaveCount(0)
})

test('a guest in French picks up in the shop and pays there', async ({ page, request }) => {
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/fr/viande/${burgers}/hamburgers`, '1')
  await chooseAndCheckOut(page, '/fr/panier', {
    method: 'Retrait gratuit au magasin',
    date: 'Date de retrait',
    terms: /conditions générales/,
    checkout: 'Passer commande',
  })
  await page.getByRole('link', { name: 'Continuer sans compte' }).click()
  await fillAddress(page, {
    Prénom: 'Lucie',
    Nom: 'Dubois',
    'Adresse e-mail': `lucie.${timeStamp()}@example.be`,
    Téléphone: '+32 81 12 34 56',
    Rue: 'Rue de Fer',
    Numéro: '3',
    'Code postal': '5000',
    Commune: 'Namur',
  })
  await page.getByRole('button', { name: 'Continuer vers la confirmation' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmer et payer')
  await page.getByLabel('Payer au retrait').check()
  await page.getByRole('button', { name: 'Passer la commande' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande')
  await expect(page.getByText(/Vous payez .* au retrait\./)).toBeVisible()
  await expect(page.getByTestId('payment-reference')).toHaveCount(0)
})

test('checkout warns when the delivery address lies in another country than the cart’s', async ({
  page,
  request,
}) => {
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/en/meat/${burgers}/hamburgers`, '1')
  await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)
  await page.getByRole('link', { name: 'Continue as a guest' }).click()
  await page.getByRole('main').getByLabel('Country').selectOption('NL')
  await expect(page.getByText('Your cart is priced for delivery in Belgium.')).toBeVisible()
  await page.getByRole('main').getByLabel('Country').selectOption('BE')
  await expect(page.getByText(/Your cart is priced for delivery/)).toHaveCount(0)
})

test('checkout sends a shopper without a date back to the cart, saying why', async ({
  page,
  request,
}) => {
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/en/meat/${burgers}/hamburgers`, '1')
  await page.goto('/en/checkout')
  await expect(page).toHaveURL('/en/shopping-cart?problem=date-required')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Please choose a delivery date first.',
  )
})

test('a customer orders and finds the order, with its statuses, in the account', async ({
  page,
  request,
}) => {
  const customer = newCustomer('Jens', 'Peeters')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Jens')
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/vlees/${burgers}/hamburgers-(4-stuks)`, '1')
  await chooseAndCheckOut(page, '/winkelmand', {
    date: 'Leverdatum',
    terms: /algemene voorwaarden/,
    checkout: 'Afrekenen',
  })

  await expect(page).toHaveURL('/checkout')
  const form = page.getByRole('main')
  await expect(form.getByLabel('E-mailadres')).toHaveValue(customer.email)
  // The address given at registration is the first of the address book and fills the form.
  await expect(form.getByLabel('Straat')).toHaveValue('Meir')
  await expect(form.getByLabel('Postcode')).toHaveValue('2000')
  await expect(form.getByLabel('Telefoon')).toHaveValue('+32 3 123 45 67')
  await page.getByRole('button', { name: 'Verder naar bevestigen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestigen en betalen')
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling')
  const number = (await page.getByTestId('order-number').textContent())!.replace(
    'Bestelnummer: ',
    '',
  )

  await page.goto('/account/orders')
  const order = page.getByTestId('my-order')
  await expect(order).toHaveCount(1)
  await expect(order).toContainText(number)
  await expect(order.getByTestId('order-statuses')).toContainText('In afwachting')
  await expect(order.getByTestId('order-statuses')).toContainText('Nog niet betaald')
  await expect(order.getByTestId('order-statuses')).toContainText('Nog niet verzonden')
  await order.getByRole('link', { name: 'Bekijken' }).click()
  await expect(page.getByTestId('order-number')).toHaveText(`Bestelnummer: ${number}`)
})
