import { expect, type Page, test } from '@playwright/test'

import { chooseAndCheckOut, fillAddress, type Words } from './support/checkout'
import { addToCart, productId } from './support/shop'
import { timeStamp } from './support/time-stamp'

// Mollie's hosted checkout is the test double's page, on HTTPS with a self-signed certificate.
test.use({ ignoreHTTPSErrors: true })

type Journey = {
  locale: string
  product: (id: number) => string
  cart: string
  cartWords: Words
  guest: string
  address: Record<string, string>
  toConfirm: string
  placeOrder: string
  thanks: string
}

const journeys: Journey[] = [
  {
    locale: 'nl',
    product: (id) => `/vlees/${id}/hamburgers`,
    cart: '/winkelmand',
    cartWords: { date: 'Leverdatum', terms: /algemene voorwaarden/, checkout: 'Afrekenen' },
    guest: 'Verder als gast',
    address: {
      Voornaam: 'Emma',
      Achternaam: 'Wouters',
      'E-mailadres': `badge.nl.${timeStamp()}@example.be`,
      Telefoon: '+32 470 12 34 56',
      Straat: 'Veldstraat',
      Huisnummer: '5',
      Postcode: '9000',
      Gemeente: 'Gent',
    },
    toConfirm: 'Verder naar bevestigen',
    placeOrder: 'Bestelling plaatsen',
    thanks: 'Bedankt voor je bestelling',
  },
  {
    locale: 'fr',
    product: (id) => `/fr/viande/${id}/hamburgers`,
    cart: '/fr/panier',
    cartWords: {
      method: 'Retrait gratuit au magasin',
      date: 'Date de retrait',
      terms: /conditions générales/,
      checkout: 'Passer commande',
    },
    guest: 'Continuer sans compte',
    address: {
      Prénom: 'Lucie',
      Nom: 'Dubois',
      'Adresse e-mail': `badge.fr.${timeStamp()}@example.be`,
      Téléphone: '+32 81 12 34 56',
      Rue: 'Rue de Fer',
      Numéro: '3',
      'Code postal': '5000',
      Commune: 'Namur',
    },
    toConfirm: 'Continuer vers la confirmation',
    placeOrder: 'Passer la commande',
    thanks: 'Merci pour votre commande',
  },
  {
    locale: 'en',
    product: (id) => `/en/meat/${id}/hamburgers`,
    cart: '/en/shopping-cart',
    cartWords: { date: 'Delivery date', terms: /terms and conditions/, checkout: 'Check out' },
    guest: 'Continue as a guest',
    address: {
      'First name': 'Lotte',
      'Last name': 'Peeters',
      'E-mail address': `badge.en.${timeStamp()}@example.be`,
      Phone: '+32 470 65 43 21',
      Street: 'Meir',
      'House number': '12',
      Postcode: '2000',
      Town: 'Antwerpen',
    },
    toConfirm: 'Continue to confirm',
    placeOrder: 'Place order',
    thanks: 'Thank you for your order',
  },
]

/** Two packs of hamburgers in the cart, the badge says 2, and on to the confirm page. */
async function readyToOrder(page: Page, journey: Journey, id: number) {
  await addToCart(page, journey.product(id), '2')
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await chooseAndCheckOut(page, journey.cart, journey.cartWords)
  await page.getByRole('link', { name: journey.guest }).click()
  await fillAddress(page, journey.address)
  await page.getByRole('button', { name: journey.toConfirm }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('2')
}

/** No badge on this page, and none on the next one the header's cart link opens. */
async function expectNoBadgeHereAndNext(page: Page) {
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  // A client-side navigation: the header stays, and with it what it knew.
  await page.getByTestId('cart-link').click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/thank|bedankt|merci/i)
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
}

for (const journey of journeys) {
  test(`the badge empties as soon as the order is placed (${journey.locale})`, async ({
    page,
    request,
  }) => {
    const id = await productId(request, 'hamburgers')
    await readyToOrder(page, journey, id)
    await page.getByRole('button', { name: journey.placeOrder }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.thanks)
    await expectNoBadgeHereAndNext(page)
  })
}

test('the badge is empty when the shopper comes back from paying online', async ({
  page,
  request,
}) => {
  const english = journeys.find((journey) => journey.locale === 'en')!
  const id = await productId(request, 'hamburgers')
  await readyToOrder(page, english, id)
  await page.getByLabel('Bancontact').check()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/checkout\/tr_\w+$/)
  await page.getByRole('button', { name: 'paid', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/completed\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order')
  await expectNoBadgeHereAndNext(page)
})
