import { expect, type Page, test } from '@playwright/test'

import { chooseAndCheckOut, englishDelivery, fillAddress, saved } from './support/checkout'
import { latestMailTo } from './support/mailbox'
import { addToCart, productId } from './support/shop'
import { timeStamp } from './support/time-stamp'

/** What the totals on the page say: delivery, the one VAT rate's amount and the total. */
async function shownTotals(page: Page) {
  const vat = page.getByTestId('cart-vat')
  await expect(vat).toHaveCount(1)
  return {
    shipping: (await page.getByTestId('cart-shipping').textContent())!,
    vatLabel: (await vat.locator('dt').textContent())!,
    vat: (await vat.locator('dd').textContent())!,
    total: (await page.getByTestId('cart-total').textContent())!,
  }
}

const uniqueEmail = (name: string) => `${name}.${timeStamp()}@example.com`

test.describe('a shopper in the Netherlands, in Dutch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('chooses the Netherlands in the cart and pays Dutch delivery and VAT up to the e-mail', async ({
    page,
    request,
  }) => {
    const burgers = await productId(request, 'hamburgers')
    await addToCart(page, `/vlees/${burgers}/hamburgers-(4-stuks)`, '1')
    await page.goto('/winkelmand')
    await expect(page.getByTestId('cart-shipping')).toHaveText(/^€\s9,95$/)
    await expect(page.getByTestId('cart-vat').locator('dt')).toHaveText('Inbegrepen btw 6%')

    const country = page.getByLabel('Land van levering')
    await expect(country).toHaveValue('BE')
    await Promise.all([saved(page), country.selectOption('NL')])
    await expect(page.getByTestId('cart-shipping')).toHaveText(/^€\s12,95$/)
    await expect(page.getByTestId('cart-vat').locator('dt')).toHaveText('Inbegrepen btw 9%')
    await expect(page.getByTestId('country-terms').first()).toHaveText(
      /^Nederland: levering €\s12,95, gratis vanaf €\s200,00; btw 9% op vlees\.$/,
    )
    const inCart = await shownTotals(page)

    // The cart remembers the country: choosing the date and terms starts from a fresh page.
    await chooseAndCheckOut(page, '/winkelmand', {
      date: 'Leverdatum',
      terms: /algemene voorwaarden/,
      checkout: 'Afrekenen',
    })
    await expect(page).toHaveURL('/afrekenen/login')
    await page.getByRole('link', { name: 'Verder als gast' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je gegevens')
    const form = page.getByRole('main')
    // A guest's form starts in the cart's country.
    await expect(form.getByRole('combobox', { name: 'Land', exact: true })).toHaveValue('NL')
    const email = uniqueEmail('sanne')
    await fillAddress(page, {
      Voornaam: 'Sanne',
      Achternaam: 'de Jong',
      'E-mailadres': email,
      Telefoon: '+31 20 123 4567',
      Straat: 'Damrak',
      Huisnummer: '1',
      Postcode: '1012 AB',
      Gemeente: 'Amsterdam',
    })
    await expect(page.getByText(/Je winkelmand is berekend voor levering/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Verder naar bevestigen' }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestigen en betalen')
    expect(await shownTotals(page)).toEqual(inCart)
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling')
    expect(await shownTotals(page)).toEqual(inCart)
    await expect(page.getByTestId('order-total')).toHaveText(`Totaal: ${inCart.total}`)

    const mail = await latestMailTo(email)
    expect(mail.text).toContain(`Levering: ${inCart.shipping}`)
    expect(mail.text).toContain(`Totaal: ${inCart.total}`)
    expect(mail.text).toContain(`Inbegrepen btw 9%: ${inCart.vat}`)
    expect(mail.text).toContain('Damrak 1, 1012 AB Amsterdam, Nederland.')
  })
})

test.describe('a shopper in Germany, in English on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('chooses Germany in the cart and pays German delivery and VAT up to the e-mail', async ({
    page,
    request,
  }) => {
    const burgers = await productId(request, 'hamburgers')
    await addToCart(page, `/en/meat/${burgers}/hamburgers`, '2')
    await page.goto('/en/shopping-cart')
    await Promise.all([saved(page), page.getByLabel('Delivery country').selectOption('DE')])
    await expect(page.getByTestId('cart-shipping')).toHaveText('€14.95')
    await expect(page.getByTestId('cart-vat').locator('dt')).toHaveText('Including VAT 7%')
    await expect(page.getByTestId('country-terms').first()).toHaveText(
      'Germany: delivery €14.95, free from €250.00; VAT 7% on meat.',
    )
    const inCart = await shownTotals(page)

    await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)
    await page.getByRole('link', { name: 'Continue as a guest' }).click()
    const form = page.getByRole('main')
    await expect(form.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('DE')
    const email = uniqueEmail('jonas')
    await fillAddress(page, {
      'First name': 'Jonas',
      'Last name': 'Weber',
      'E-mail address': email,
      Phone: '+49 30 1234567',
      Street: 'Unter den Linden',
      'House number': '5',
      Postcode: '10117',
      Town: 'Berlin',
    })
    await page.getByRole('button', { name: 'Continue to confirm' }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm and pay')
    expect(await shownTotals(page)).toEqual(inCart)
    await page.getByRole('button', { name: 'Place order' }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order')
    expect(await shownTotals(page)).toEqual(inCart)
    await expect(page.getByTestId('order-total')).toHaveText(`Total: ${inCart.total}`)

    const mail = await latestMailTo(email)
    expect(mail.text).toContain(
      `Delivery: €14.95\nTotal: ${inCart.total}\nIncluding VAT 7%: ${inCart.vat}`,
    )
    expect(mail.text).toContain('Unter den Linden 5, 10117 Berlin, Germany.')
  })

  test('a Dutch address at checkout moves a Belgian cart to the Netherlands, new totals shown', async ({
    page,
    request,
  }) => {
    const burgers = await productId(request, 'hamburgers')
    await addToCart(page, `/en/meat/${burgers}/hamburgers`, '1')
    await chooseAndCheckOut(page, '/en/shopping-cart', englishDelivery)
    await page.getByRole('link', { name: 'Continue as a guest' }).click()
    const form = page.getByRole('main')
    await expect(form.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('BE')
    await fillAddress(page, {
      'First name': 'Daan',
      'Last name': 'Bakker',
      'E-mail address': uniqueEmail('daan'),
      Phone: '+31 30 123 4567',
      Street: 'Oudegracht',
      'House number': '10',
      Postcode: '3511 AB',
      Town: 'Utrecht',
    })
    await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('NL')
    await expect(
      page.getByText(
        'Your cart is priced for delivery in Belgium. This address is in the Netherlands:',
      ),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Continue to confirm' }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm and pay')
    await expect(
      page.getByText('Your cart is now priced for delivery in the Netherlands'),
    ).toBeVisible()
    await expect(page.getByTestId('cart-shipping')).toHaveText('€12.95')
    await expect(page.getByTestId('cart-vat').locator('dt')).toHaveText('Including VAT 9%')

    // Back in the cart, the country chosen at checkout is the cart's.
    await page.goto('/en/shopping-cart')
    await expect(page.getByLabel('Delivery country')).toHaveValue('NL')
    await expect(page.getByTestId('cart-shipping')).toHaveText('€12.95')
  })
})
