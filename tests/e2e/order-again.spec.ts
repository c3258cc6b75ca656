import { type APIRequestContext, expect, test } from '@playwright/test'

import { asAdmin } from './support/admin'
import { chooseAndCheckOut } from './support/checkout'
import { addToCart, newCustomer, register } from './support/shop'
import { timeStamp } from './support/time-stamp'

/**
 * A customer orders three products, then orders again from their account in each language: one
 * product is no longer sold and one has less stock left than was ordered. The rest goes back in
 * the cart; the two are named, with how much of the short one did.
 */
type Language = {
  locale: string
  orders: string
  orderAgain: string
  partly: string
  short: (name: string) => string
  withdrawn: (name: string) => string
  cart: string
}

const languages: Language[] = [
  {
    locale: 'nl',
    orders: '/account/orders',
    orderAgain: 'Opnieuw bestellen',
    partly: 'We hebben van deze bestelling in je winkelmand gelegd wat kon:',
    short: (name) => `${name}: 1 in plaats van 3, niet genoeg op voorraad`,
    withdrawn: (name) => `${name}: niet meer te koop, niet toegevoegd`,
    cart: '/winkelmand',
  },
  {
    locale: 'fr',
    orders: '/fr/account/orders',
    orderAgain: 'Commander à nouveau',
    partly: 'Nous avons mis dans votre panier ce qui était possible de cette commande :',
    short: (name) => `${name} : 1 au lieu de 3, stock insuffisant`,
    withdrawn: (name) => `${name} : plus en vente, non ajouté`,
    cart: '/fr/panier',
  },
  {
    locale: 'en',
    orders: '/en/account/orders',
    orderAgain: 'Order again',
    partly: 'We put what we could of this order in your cart:',
    short: (name) => `${name}: 1 instead of 3, not enough in stock`,
    withdrawn: (name) => `${name}: no longer for sale, not added`,
    cart: '/en/shopping-cart',
  },
]

/** A product the owner puts on sale for this test alone, named the same in every language. */
async function ownerAddsProduct(request: APIRequestContext, name: string) {
  const made = await request.post('/api/products?locale=nl', {
    headers: await asAdmin(request),
    data: {
      name,
      sku: `E2E-${name}`,
      priceCents: 500,
      stock: 10,
      unit: 'piece',
      vatClass: 'food',
      outOfStock: 'notice',
      _status: 'published',
    },
  })
  expect(made.ok()).toBe(true)
  const { doc } = (await made.json()) as { doc: { id: number } }
  return { id: doc.id, name }
}

async function ownerChanges(request: APIRequestContext, id: number, data: object) {
  const changed = await request.patch(`/api/products/${id}`, {
    headers: await asAdmin(request),
    data,
  })
  expect(changed.ok()).toBe(true)
}

for (const language of languages) {
  test(`a customer orders again from their account, told what did not fit, in ${language.locale}`, async ({
    page,
    request,
  }) => {
    const run = `${language.locale}${timeStamp()}`
    const kept = await ownerAddsProduct(request, `Bewaarworst ${run}`)
    const withdrawn = await ownerAddsProduct(request, `Weggehaalde worst ${run}`)
    const short = await ownerAddsProduct(request, `Bijna-op-worst ${run}`)

    await register(page, newCustomer('Lotte', 'Peeters'))
    await expect(page.getByTestId('account-link')).toHaveText('Lotte')
    // The product's page answers under any slug, and moves to its own.
    await addToCart(page, `/vlees/${kept.id}/x`, '2')
    await addToCart(page, `/vlees/${withdrawn.id}/x`, '1')
    await addToCart(page, `/vlees/${short.id}/x`, '3')
    await chooseAndCheckOut(page, '/winkelmand', {
      date: 'Leverdatum',
      terms: /algemene voorwaarden/,
      checkout: 'Afrekenen',
    })
    await page.getByRole('button', { name: 'Verder naar bevestigen' }).click()
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bestelling')

    // The order took 3 of the 10: one is left of the short one, the other is withdrawn.
    await ownerChanges(request, short.id, { stockAdjustment: -6 })
    await ownerChanges(request, withdrawn.id, { _status: 'draft' })

    await page.goto(language.orders)
    const order = page.getByTestId('my-order').first()
    await order.getByRole('button', { name: language.orderAgain }).click()
    const told = order.getByTestId('order-again').getByRole('status')
    await expect(told).toContainText(language.partly)
    await expect(told.getByRole('listitem')).toHaveText([
      language.withdrawn(withdrawn.name),
      language.short(short.name),
    ])
    // Two of the kept one and the one left of the short one.
    await expect(page.getByTestId('cart-count')).toHaveText('3')

    await page.goto(language.cart)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: kept.name, exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: short.name, exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: withdrawn.name, exact: true })).toHaveCount(0)
  })
}
