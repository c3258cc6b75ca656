import { expect, test } from '@playwright/test'

import { saved } from './support/checkout'
import { addToCart, productId } from './support/shop'

/** The cart's words for a pickup in each language, and where the shopper goes. */
const languages = [
  {
    locale: 'nl',
    product: (id: number) => `/vlees/${id}/hamburgers-(4-stuks)`,
    cart: '/winkelmand',
    method: 'Gratis afhalen in de winkel',
    date: 'Afhaaldatum',
    pickupHint: 'Kies een afhaaldatum.',
    deliveryHint: 'Kies een leverdatum.',
    sameDay: 'Vandaag nog afhalen? Bel ons vóór 11:00 op +32 9 123 45 67.',
    required: 'Kies eerst een afhaaldatum.',
  },
  {
    locale: 'fr',
    product: (id: number) => `/fr/viande/${id}/hamburgers`,
    cart: '/fr/panier',
    method: 'Retrait gratuit au magasin',
    date: 'Date de retrait',
    pickupHint: 'Choisissez une date de retrait.',
    deliveryHint: 'Choisissez une date de livraison.',
    sameDay: 'Retrait le jour même ? Appelez-nous avant 11:00 au +32 9 123 45 67.',
    required: 'Choisissez d’abord une date de retrait.',
  },
  {
    locale: 'en',
    product: (id: number) => `/en/meat/${id}/hamburgers`,
    cart: '/en/shopping-cart',
    method: 'Free pickup in the shop',
    date: 'Pickup date',
    pickupHint: 'Choose a pickup date.',
    deliveryHint: 'Choose a delivery date.',
    sameDay: 'Picking up today? Call us before 11:00 on +32 9 123 45 67.',
    required: 'Please choose a pickup date first.',
  },
]

for (const words of languages) {
  test(`with pickup chosen the cart asks for a pickup date and tells the same-day rule (${words.locale})`, async ({
    page,
    request,
  }) => {
    const burgers = await productId(request, 'hamburgers')
    await addToCart(page, words.product(burgers), '1')
    await page.goto(words.cart)
    const main = page.getByRole('main')
    await expect(main.getByText(words.deliveryHint)).toBeVisible()
    await expect(page.getByTestId('same-day-pickup')).toHaveCount(0)

    await Promise.all([saved(page), main.getByLabel(words.method).check()])
    await expect(main.getByText(words.pickupHint)).toBeVisible()
    await expect(main.getByText(words.deliveryHint)).toHaveCount(0)
    // The same-day rule sits with the pickup date.
    const sameDay = page.getByTestId('same-day-pickup')
    await expect(sameDay).toHaveText(words.sameDay)
    const dateField = main.getByLabel(words.date)
    await expect(dateField).toBeVisible()
    const fieldBox = (await dateField.boundingBox())!
    const ruleBox = (await sameDay.boundingBox())!
    expect(ruleBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height)
    expect(ruleBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(60)

    // Sent back from checkout without a date, the shopper reads the pickup wording too.
    await page.goto(`${words.cart}?problem=date-required`)
    await expect(page.getByRole('alert').filter({ hasText: words.required })).toBeVisible()

    await Promise.all([saved(page), main.getByLabel(words.date).selectOption({ index: 1 })])
    await expect(main.getByText(words.pickupHint)).toHaveCount(0)
  })
}
