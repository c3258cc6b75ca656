import { expect, test } from '@playwright/test'

/** The old shop's screen addresses in each language, where they go, and what the page says. */
const oldAddresses = [
  {
    from: '/packages-promos',
    to: '/vleessoorten/52/Pakketten-en-promos',
    heading: "Pakketten en promo's",
  },
  {
    from: '/fr/packages-promos',
    to: '/fr/types-de-viande/52/Colis-et-promos',
    heading: 'Colis et promos',
  },
  {
    from: '/en/packages-promos',
    to: '/en/meat-types/52/Packages-and-promos',
    heading: 'Packages and promos',
  },
  { from: '/promotions', to: '/vleessoorten/56/Promoties', heading: 'Promoties' },
  { from: '/fr/beef', to: '/fr/types-de-viande/2/B%C5%93uf', heading: 'Bœuf' },
  { from: '/en/bbq-packages', to: '/en/meat-types/53/BBQ-packages', heading: 'BBQ packages' },
  { from: '/products', to: '/producten', heading: null },
]

const checkoutSteps = [
  { from: '/uitchecken', to: '/checkout' },
  { from: '/stap-bevestigen', to: '/checkout' },
  { from: '/stap-afleveradres', to: '/checkout?step=details' },
  { from: '/fr/stap-bevestigen', to: '/fr/checkout' },
  { from: '/fr/uitchecken', to: '/fr/checkout' },
  { from: '/en/step-delivery-address', to: '/en/checkout?step=details' },
  { from: '/en/uitchecken', to: '/en/checkout' },
]

test('old screen addresses redirect permanently (308) to the screens they meant', async ({
  request,
}) => {
  for (const { from, to } of [...oldAddresses, ...checkoutSteps]) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(new URL(response.headers().location, 'http://shop').pathname, from).toBe(
      new URL(to, 'http://shop').pathname,
    )
    expect(new URL(response.headers().location, 'http://shop').search, from).toBe(
      new URL(to, 'http://shop').search,
    )
  }
})

for (const { from, heading } of oldAddresses.filter((address) => address.heading)) {
  test(`an old address opens its screen: ${from}`, async ({ page }) => {
    const response = await page.goto(from)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)
  })
}

test('an old checkout step with an empty cart ends in the cart, in its language', async ({
  page,
}) => {
  await page.goto('/fr/stap-afleveradres')
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/fr\/panier/)
  await page.goto('/en/uitchecken')
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/en\/shopping-cart/)
})

/** A filtered list, and the same list in the other languages, each with a clean address. */
const languages = [
  { path: '/inspiratie?tag=recipes', nav: 'Taal' },
  { path: '/fr/inspiration?tag=recipes', nav: 'Langue' },
  { path: '/en/inspiration?tag=recipes', nav: 'Language' },
]
const expected = {
  // The Dutch link carries its prefix, so that it overrides another language chosen before.
  nl: '/nl/inspiratie?tag=recipes',
  fr: '/fr/inspiration?tag=recipes',
  en: '/en/inspiration?tag=recipes',
}

for (const { path, nav } of languages) {
  test(`a filtered list keeps a clean address when the language changes (${path})`, async ({
    page,
  }) => {
    await page.goto(path)
    const links = page.getByRole('navigation', { name: nav })
    for (const [locale, href] of Object.entries(expected))
      await expect(links.getByRole('link', { name: locale, exact: true })).toHaveAttribute(
        'href',
        href,
      )
    const other = path.startsWith('/fr') ? 'en' : 'fr'
    await links.getByRole('link', { name: other, exact: true }).click()
    await expect(page).toHaveURL(expected[other])
  })
}
