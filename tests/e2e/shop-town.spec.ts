import { expect, test } from '@playwright/test'

import { saved } from './support/checkout'
import { addToCart, productId } from './support/shop'

/** The shop's town as each language names it, and pages that show it. */
const languages = [
  {
    locale: 'nl',
    town: 'Gent',
    other: /\b(Gand|Ghent)\b/,
    home: '/',
    contact: '/contact',
    delivery: '/levering',
    product: (id: number) => `/vlees/${id}/hamburgers-(4-stuks)`,
    cart: '/winkelmand',
    pickup: 'Gratis afhalen in de winkel',
  },
  {
    locale: 'fr',
    town: 'Gand',
    other: /\b(Gent|Ghent)\b/,
    home: '/fr',
    contact: '/fr/contact',
    delivery: '/fr/livraison',
    product: (id: number) => `/fr/viande/${id}/hamburgers`,
    cart: '/fr/panier',
    pickup: 'Retrait gratuit au magasin',
  },
  {
    locale: 'en',
    town: 'Ghent',
    other: /\b(Gent|Gand)\b/,
    home: '/en',
    contact: '/en/contact',
    delivery: '/en/delivery',
    product: (id: number) => `/en/meat/${id}/hamburgers`,
    cart: '/en/shopping-cart',
    pickup: 'Free pickup in the shop',
  },
]

for (const words of languages) {
  test(`the shop's town is called ${words.town} on every ${words.locale} page`, async ({
    page,
    request,
  }) => {
    for (const path of [words.home, words.contact, words.delivery]) {
      await page.goto(path)
      const footer = page.getByRole('contentinfo')
      await expect(footer.locator('address')).toContainText(`9000 ${words.town}`)
      const text = await page.locator('body').innerText()
      expect(text, path).not.toMatch(words.other)
    }

    // Where the pickup is chosen, the shop's address names the town the same way.
    const burgers = await productId(request, 'hamburgers')
    await addToCart(page, words.product(burgers), '1')
    await page.goto(words.cart)
    const main = page.getByRole('main')
    await Promise.all([saved(page), main.getByLabel(words.pickup).check()])
    await expect(main.getByText(`Kouter 12, 9000 ${words.town}`)).toBeVisible()
    expect(await main.innerText()).not.toMatch(words.other)
  })
}
