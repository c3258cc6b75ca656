import { expect, type Page, test } from '@playwright/test'

import { fillAddress, saved } from './support/checkout'
import { addToCart, giftVoucherForm, productId } from './support/shop'
import { timeStamp } from './support/time-stamp'

type Words = {
  locale: string
  product: (id: number) => string
  cart: string
  form: { recipientName: string; recipientEmail: string; senderName: string; senderEmail: string }
  addToCart: string
  mailedTitle: string
  deliveryDate: string
  delivery: string
  terms: RegExp
  checkout: string
  guest: string
  address: (email: string) => Record<string, string>
  toConfirm: string
  placeOrder: string
  thanks: string
}

const languages: Words[] = [
  {
    locale: 'nl',
    product: (id) => `/vlees/${id}/cadeaubon`,
    cart: '/winkelmand',
    form: {
      recipientName: 'Naam van de ontvanger',
      recipientEmail: 'E-mailadres van de ontvanger',
      senderName: 'Je naam',
      senderEmail: 'Je e-mailadres',
    },
    addToCart: 'In winkelmand',
    mailedTitle: 'Cadeaubonnen per e-mail',
    deliveryDate: 'Leverdatum',
    delivery: 'Thuislevering',
    terms: /algemene voorwaarden/,
    checkout: 'Afrekenen',
    guest: 'Verder als gast',
    address: (email) => ({
      Voornaam: 'Jan',
      Achternaam: 'Peeters',
      'E-mailadres': email,
      Telefoon: '+32 470 12 34 56',
      Straat: 'Veldstraat',
      Huisnummer: '5',
      Postcode: '9000',
      Gemeente: 'Gent',
    }),
    toConfirm: 'Verder naar bevestigen',
    placeOrder: 'Bestelling plaatsen',
    thanks: 'Bedankt voor je bestelling',
  },
  {
    locale: 'fr',
    product: (id) => `/fr/viande/${id}/bon-cadeau`,
    cart: '/fr/panier',
    form: {
      recipientName: 'Nom du destinataire',
      recipientEmail: 'Adresse e-mail du destinataire',
      senderName: 'Votre nom',
      senderEmail: 'Votre adresse e-mail',
    },
    addToCart: 'Ajouter au panier',
    mailedTitle: 'Bons cadeaux par e-mail',
    deliveryDate: 'Date de livraison',
    delivery: 'Livraison à domicile',
    terms: /conditions générales/,
    checkout: 'Passer commande',
    guest: 'Continuer sans compte',
    address: (email) => ({
      Prénom: 'Lucie',
      Nom: 'Dubois',
      'Adresse e-mail': email,
      Téléphone: '+32 81 12 34 56',
      Rue: 'Rue de Fer',
      Numéro: '3',
      'Code postal': '5000',
      Commune: 'Namur',
    }),
    toConfirm: 'Continuer vers la confirmation',
    placeOrder: 'Passer la commande',
    thanks: 'Merci pour votre commande',
  },
  {
    locale: 'en',
    product: (id) => `/en/meat/${id}/gift-voucher`,
    cart: '/en/shopping-cart',
    form: {
      recipientName: "Recipient's name",
      recipientEmail: "Recipient's e-mail address",
      senderName: 'Your name',
      senderEmail: 'Your e-mail address',
    },
    addToCart: 'Add to cart',
    mailedTitle: 'Gift vouchers by e-mail',
    deliveryDate: 'Delivery date',
    delivery: 'Home delivery',
    terms: /terms and conditions/,
    checkout: 'Check out',
    guest: 'Continue as a guest',
    address: (email) => ({
      'First name': 'Lotte',
      'Last name': 'Peeters',
      'E-mail address': email,
      Phone: '+32 470 65 43 21',
      Street: 'Meir',
      'House number': '12',
      Postcode: '2000',
      Town: 'Antwerpen',
    }),
    toConfirm: 'Continue to confirm',
    placeOrder: 'Place order',
    thanks: 'Thank you for your order',
  },
]

/** A gift voucher for Marie in the cart, bought in that language. */
async function addVoucher(page: Page, words: Words, id: number) {
  await page.goto(words.product(id))
  const form = giftVoucherForm(page)
  // Filled once the form's script runs: a field typed into before would be cleared as it starts.
  await expect(form.getByRole('button', { name: words.addToCart })).toBeEnabled()
  await form.getByLabel(words.form.recipientName).fill('Marie')
  await form.getByLabel(words.form.recipientEmail).fill(`marie.${timeStamp()}@example.be`)
  await form.getByLabel(words.form.senderName).fill('Jan')
  await form.getByLabel(words.form.senderEmail).fill(`jan.${timeStamp()}@example.be`)
  await form.getByRole('button', { name: words.addToCart }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
}

for (const words of languages) {
  test(`a cart of gift vouchers only has no delivery, date or pickup (${words.locale})`, async ({
    page,
    request,
  }) => {
    const voucher = await productId(request, 'gift voucher', 'en')
    await addVoucher(page, words, voucher)
    await page.goto(words.cart)
    const main = page.getByRole('main')

    await expect(main.getByRole('heading', { name: words.mailedTitle })).toBeVisible()
    await expect(main.getByLabel(words.deliveryDate)).toHaveCount(0)
    await expect(main.getByLabel(words.delivery)).toHaveCount(0)
    await expect(page.getByTestId('cart-shipping')).toHaveCount(0)
    const total = await page.getByTestId('cart-total').textContent()

    // The terms still apply: checkout opens once they are accepted, without a date.
    await expect(main.getByRole('button', { name: words.checkout })).toBeDisabled()
    await Promise.all([saved(page), main.getByLabel(words.terms).check()])
    await main.getByRole('link', { name: words.checkout }).click()
    await page.getByRole('link', { name: words.guest }).click()
    await fillAddress(page, words.address(`voucher.${words.locale}.${timeStamp()}@example.be`))
    await page.getByRole('button', { name: words.toConfirm }).click()

    await expect(main.getByRole('heading', { name: words.mailedTitle })).toBeVisible()
    await expect(page.getByTestId('cart-total')).toHaveText(total!)
    await page.getByRole('button', { name: words.placeOrder }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.thanks)
    await expect(main.getByRole('heading', { name: words.mailedTitle })).toBeVisible()
    await expect(page.getByTestId('cart-shipping')).toHaveCount(0)
  })
}

test('a mixed cart charges delivery for the meat only and asks for its date', async ({
  page,
  request,
}) => {
  const english = languages.find((words) => words.locale === 'en')!
  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/en/meat/${burgers}/hamburgers`, '1')
  await page.goto(english.cart)
  const meatOnly = await page.getByTestId('cart-shipping').textContent()
  expect(meatOnly).toBe('€9.95')

  const voucher = await productId(request, 'gift voucher', 'en')
  await addVoucher(page, english, voucher)
  await page.goto(english.cart)
  const main = page.getByRole('main')
  await expect(page.getByTestId('cart-shipping')).toHaveText(meatOnly!)
  await expect(main.getByLabel(english.deliveryDate)).toBeVisible()
  await expect(main.getByRole('heading', { name: english.mailedTitle })).toHaveCount(0)
  await Promise.all([saved(page), main.getByLabel(english.terms).check()])
  await expect(main.getByRole('button', { name: english.checkout })).toBeDisabled()
  await expect(main.getByText('Choose a delivery date.')).toBeVisible()
})
