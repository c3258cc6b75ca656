import { expect, test } from '@playwright/test'

import { chooseAndCheckOut, fillAddress } from './support/checkout'
import { latestMailTo } from './support/mailbox'
import { addToCart, productId } from './support/shop'
import { timeStamp } from './support/time-stamp'

/**
 * A guest orders 1,5 kg of soup beef to Amsterdam in each language; the completed page and the
 * order's own page (opened from its e-mail) show the order date, the country's name and the
 * quantity as the language writes them.
 */
type Language = {
  locale: string
  /** The address form's country field. */
  country: string
  numbers: string
  product: (id: number) => string
  cart: string
  words: { date: string; terms: RegExp; checkout: string }
  guest: string
  form: Record<string, string>
  toConfirm: string
  place: string
  placedOn: string
  line: RegExp
  address: RegExp
  orderPath: RegExp
}

const languages: Language[] = [
  {
    locale: 'nl',
    country: 'Land',
    numbers: 'nl-BE',
    product: (id: number) => `/vlees/${id}/soepvlees`,
    cart: '/winkelmand',
    words: { date: 'Leverdatum', terms: /algemene voorwaarden/, checkout: 'Afrekenen' },
    guest: 'Verder als gast',
    form: {
      Voornaam: 'Sanne',
      Achternaam: 'Visser',
      'E-mailadres': '',
      Telefoon: '+31 20 123 4567',
      Straat: 'Damrak',
      Huisnummer: '1',
      Postcode: '1012 AB',
      Gemeente: 'Amsterdam',
    },
    toConfirm: 'Verder naar bevestigen',
    place: 'Bestelling plaatsen',
    placedOn: 'Besteld op',
    line: /^1,5\skg Soepvlees/,
    address: /1012 AB Amsterdam, Nederland/,
    orderPath: /\/orderdetails\/\d+\?token=[\w-]+/,
  },
  {
    locale: 'fr',
    country: 'Pays',
    numbers: 'fr-BE',
    product: (id: number) => `/fr/viande/${id}/viande-a-soupe`,
    cart: '/fr/panier',
    words: {
      date: 'Date de livraison',
      terms: /conditions générales/,
      checkout: 'Passer commande',
    },
    guest: 'Continuer sans compte',
    form: {
      Prénom: 'Sanne',
      Nom: 'Visser',
      'Adresse e-mail': '',
      Téléphone: '+31 20 123 4567',
      Rue: 'Damrak',
      Numéro: '1',
      'Code postal': '1012 AB',
      Commune: 'Amsterdam',
    },
    toConfirm: 'Continuer vers la confirmation',
    place: 'Passer la commande',
    placedOn: 'Commandée le',
    line: /^1,5\skg Viande à soupe/,
    address: /1012 AB Amsterdam, Pays-Bas/,
    orderPath: /\/fr\/orderdetails\/\d+\?token=[\w-]+/,
  },
  {
    locale: 'en',
    country: 'Country',
    numbers: 'en-IE',
    product: (id: number) => `/en/meat/${id}/soup-beef`,
    cart: '/en/shopping-cart',
    words: { date: 'Delivery date', terms: /terms and conditions/, checkout: 'Check out' },
    guest: 'Continue as a guest',
    form: {
      'First name': 'Sanne',
      'Last name': 'Visser',
      'E-mail address': '',
      Phone: '+31 20 123 4567',
      Street: 'Damrak',
      'House number': '1',
      Postcode: '1012 AB',
      Town: 'Amsterdam',
    },
    toConfirm: 'Continue to confirm',
    place: 'Place order',
    placedOn: 'Ordered on',
    line: /^1\.5\skg Soup beef/,
    address: /1012 AB Amsterdam, Netherlands/,
    orderPath: /\/en\/orderdetails\/\d+\?token=[\w-]+/,
  },
]

for (const language of languages) {
  test(`order pages show the date, the country's name and the quantity in ${language.locale}`, async ({
    page,
    request,
  }) => {
    const soup = await productId(request, 'soepvlees')
    await addToCart(page, language.product(soup), '1.5')
    await chooseAndCheckOut(page, language.cart, language.words)
    await page.getByRole('link', { name: language.guest }).click()
    const email = `sanne.${language.locale}.${timeStamp()}@example.nl`
    const emailField = Object.keys(language.form)[2]
    await fillAddress(page, { ...language.form, [emailField]: email })
    await page
      .getByRole('main')
      .getByRole('combobox', { name: language.country, exact: true })
      .selectOption('NL')
    await page.getByRole('button', { name: language.toConfirm }).click()
    // The confirm page already writes the quantity and the country as the language does.
    await expect(page.getByTestId('order-line').first()).toHaveText(language.line)
    await expect(page.getByRole('main').getByText(language.address).first()).toBeVisible()
    await page.getByRole('button', { name: language.place }).click()

    // Today in Brussels, written as the language writes a date.
    const today = new Intl.DateTimeFormat(language.numbers, {
      dateStyle: 'long',
      timeZone: 'Europe/Brussels',
    }).format(new Date())
    const shown = async () => {
      await expect(page.getByTestId('order-date')).toHaveText(`${language.placedOn} ${today}`)
      await expect(page.getByTestId('order-line-quantity')).toHaveText(language.line)
      await expect(page.getByRole('main').getByText(language.address)).toBeVisible()
      await expect(page.getByRole('main').getByText(/, NL$/)).toHaveCount(0)
    }
    await expect(page.getByTestId('order-number')).toBeVisible()
    await shown()

    const mail = await latestMailTo(email)
    const link = language.orderPath.exec(mail.text)
    expect(link, mail.text).not.toBeNull()
    await page.goto(link![0])
    await shown()
  })
}
