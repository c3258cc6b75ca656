import { expect, test } from '@playwright/test'

import { addToCart, productId } from './support/shop'

/**
 * The demo shop's gift ladder (src/seed/gift-tiers.ts): a gift from €200, a better one from
 * €300, a premium gift with free delivery from €500. The festive package costs €129.
 */
const languages = [
  {
    locale: 'nl',
    product: (id: number) => `/vlees/${id}/feestpakket`,
    cart: '/winkelmand',
    first: /^Nog €\s71,00 en je krijgt een gratis geschenk: Een potje mosterd van eigen makelij\.$/,
    reached:
      'Je krijgt een gratis geschenk bij je bestelling: Een potje mosterd van eigen makelij.',
    better: /^Nog €\s42,00 voor een nog mooier geschenk: Een dry-aged worst\.$/,
    top: 'Je krijgt gratis levering en een premium geschenk: Een premium stuk vlees van de chef.',
    free: 'gratis',
  },
  {
    locale: 'fr',
    product: (id: number) => `/fr/viande/${id}/colis-festif`,
    cart: '/fr/panier',
    first: /^Encore 71,00\s€ et vous recevez un cadeau : Un pot de notre moutarde maison\.$/,
    reached: 'Vous recevez un cadeau avec votre commande : Un pot de notre moutarde maison.',
    better:
      /^Encore 42,00\s€ pour un cadeau encore plus beau : Une saucisse maturée \(dry-aged\)\.$/,
    top: 'Vous recevez la livraison gratuite et un cadeau premium : Une pièce de viande premium du chef.',
    free: 'gratuit',
  },
  {
    locale: 'en',
    product: (id: number) => `/en/meat/${id}/festive-package`,
    cart: '/en/shopping-cart',
    first: /^€\s?71\.00 more and you get a free gift: A jar of our own mustard\.$/,
    reached: 'You get a free gift with your order: A jar of our own mustard.',
    better: /^€\s?42\.00 more for an even nicer gift: A dry-aged sausage\.$/,
    top: 'You get free delivery and a premium gift: A premium piece of meat from the chef.',
    free: 'free',
  },
] as const

for (const words of languages) {
  test(`the cart shows the gift ladder's three notes (${words.locale})`, async ({
    page,
    request,
  }) => {
    const festive = await productId(request, 'feestpakket')
    const reached = page.getByTestId('gift-reached')
    const next = page.getByTestId('gift-next')

    // €129: what is missing for the first gift, and which gift it is.
    await addToCart(page, words.product(festive), '1')
    await page.goto(words.cart)
    await expect(reached).toHaveCount(0)
    await expect(next).toHaveText(words.first)

    // €258: the first gift is earned; €42 more for the better one.
    await addToCart(page, words.product(festive), '1')
    await page.goto(words.cart)
    await expect(reached).toHaveText(words.reached)
    await expect(next).toHaveText(words.better)

    // €516: the top tier, with its premium gift and free delivery; nothing further.
    await addToCart(page, words.product(festive), '2')
    await page.goto(words.cart)
    await expect(reached).toHaveText(words.top)
    await expect(next).toHaveCount(0)
    await expect(page.getByTestId('cart-shipping')).toHaveText(words.free)
  })
}
