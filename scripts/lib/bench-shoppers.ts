import type { Browser, Page as BrowserPage } from 'playwright'

import { chooseAndCheckOut, fillAddress } from '../../tests/e2e/support/checkout'
import { newCustomer, register } from '../../tests/e2e/support/shop'
import { cookieHeader, newVisitor } from './bench-browser'

/** A visitor's session as a `Cookie` header: a guest's, or a registered customer's. */
export type Shopper = { cookie: string }

/** The cart's words in Dutch, for delivery. */
const dutchCart = { date: 'Leverdatum', terms: /algemene voorwaarden/, checkout: 'Afrekenen' }

/** Adds one of the product to the cart, waiting as long as a busy server needs for the dialog. */
async function addToCart(page: BrowserPage, product: string) {
  await page.goto(product)
  await page.getByRole('button', { name: 'In winkelmand' }).click()
  await page.getByRole('dialog').waitFor()
}

const guestDetails = (n: number) => ({
  Voornaam: 'Bench',
  Achternaam: `Gast ${n}`,
  'E-mailadres': `bench.${Date.now().toString(36)}.${n}@example.be`,
  Telefoon: '+32 470 12 34 56',
  Straat: 'Veldstraat',
  Huisnummer: '5',
  Postcode: '9000',
  Gemeente: 'Gent',
})

/**
 * A guest with `products` in the cart (one of each), a delivery date and the terms accepted,
 * whose details are saved: the checkout shows them to confirm.
 */
async function guest(page: BrowserPage, products: string[], n: number) {
  for (const product of products) await addToCart(page, product)
  await chooseAndCheckOut(page, '/winkelmand', dutchCart)
  await page.getByRole('link', { name: 'Verder als gast' }).click()
  await fillAddress(page, guestDetails(n))
  await page.getByRole('button', { name: 'Verder naar bevestigen' }).click()
  await page.getByRole('heading', { name: 'Bevestigen en betalen' }).waitFor()
}

/** A customer registered in Dutch who placed one order of `product`, paid by bank transfer. */
async function customer(page: BrowserPage, product: string) {
  await register(page, newCustomer('Bench', 'Klant'))
  await page.getByTestId('account-link').filter({ hasText: 'Bench' }).waitFor()
  await addToCart(page, product)
  await chooseAndCheckOut(page, '/winkelmand', dutchCart)
  // The address given at registration fills the form.
  await page.getByRole('button', { name: 'Verder naar bevestigen' }).click()
  await page.getByLabel('Overschrijving').check()
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()
  await page.getByRole('heading', { name: 'Bedankt voor je bestelling' }).waitFor()
}

/** The products whose page does not say they are out of stock (the orders use them up). */
async function inStock(base: URL, products: string[]): Promise<string[]> {
  const open: string[] = []
  for (const product of products) {
    const html = await (await fetch(new URL(product, base))).text()
    if (
      !html.includes(
        '<p role="status" class="font-semibold text-red-700">Dit product is niet op voorraad</p>',
      )
    )
      open.push(product)
  }
  return open
}

/** Runs the jobs `parallel` at a time, each in a browser context of its own; their sessions. */
async function inContexts(
  browser: Browser,
  base: URL,
  jobs: ((page: BrowserPage) => Promise<void>)[],
  parallel: number,
): Promise<Shopper[]> {
  const shoppers: Shopper[] = []
  let next = 0
  const once = async (n: number) => {
    const context = await newVisitor(browser, base, 'nl')
    // The server is busy with the other shoppers: a page can take longer than usual.
    context.setDefaultTimeout(60_000)
    try {
      await jobs[n](await context.newPage())
      return { cookie: await cookieHeader(context) }
    } finally {
      await context.close()
    }
  }
  const worker = async () => {
    while (next < jobs.length) {
      const n = next++
      // On a busy machine a step can time out: the second try starts over as a new visitor.
      shoppers[n] = await once(n).catch(() => once(n))
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, worker))
  return shoppers
}

/**
 * `count` guests with three lines in the cart and `count` customers with one order (of each
 * product in turn, so that none runs out), made through the shop's pages as a visitor would,
 * `parallel` browser contexts at once. `products` are Dutch product paths, at least three in stock.
 */
export async function makeShoppers(
  browser: Browser,
  base: URL,
  products: string[],
  count: number,
  parallel = 4,
): Promise<{ guests: Shopper[]; customers: Shopper[] }> {
  products = await inStock(base, products)
  if (products.length < 3) throw new Error('Three products in stock are needed for a cart')
  const each = Array.from({ length: count }, (_, n) => n)
  const shoppers = await inContexts(
    browser,
    base,
    [
      ...each.map((n) => (page: BrowserPage) => guest(page, products.slice(0, 3), n)),
      ...each.map((n) => (page: BrowserPage) => customer(page, products[n % products.length])),
    ],
    parallel,
  )
  return { guests: shoppers.slice(0, count), customers: shoppers.slice(count) }
}
