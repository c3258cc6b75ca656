import { expect, test } from '@playwright/test'

/**
 * The end-to-end server takes bank transfers and, through its Mollie test profile, Bancontact,
 * cards, iDEAL, PayPal, KBC/CBC, Belfius and Apple Pay (not SOFORT, which ended).
 */
const accepted = [
  'banktransfer',
  'bancontact',
  'creditcard',
  'creditcard',
  'ideal',
  'paypal',
  'kbc',
  'belfius',
  'applepay',
]

for (const { path, transfer } of [
  { path: '/', transfer: 'Overschrijving' },
  { path: '/fr', transfer: 'Virement bancaire' },
  { path: '/en', transfer: 'Bank transfer' },
]) {
  test(`the footer shows the ways to pay the shop accepts, none clipped (${path})`, async ({
    page,
  }) => {
    await page.goto(path)
    const badges = page.getByRole('contentinfo').getByTestId('payment-badges').locator('li')
    await expect(badges).toHaveCount(accepted.length)
    expect(await badges.evaluateAll((items) => items.map((item) => item.dataset.method))).toEqual(
      accepted,
    )
    await expect(badges.filter({ hasText: transfer })).toHaveCount(1)
    await expect(page.getByRole('img', { name: 'Bancontact' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible()
    await expect(page.getByRole('img', { name: /sofort/i })).toHaveCount(0)
    // A name badge is as wide as its name; a logo's text is fitted to its 47 px.
    for (const badge of await badges.all()) {
      const fits = await badge.evaluate((item) => item.scrollWidth <= item.clientWidth + 1)
      expect(fits, (await badge.textContent()) ?? '').toBe(true)
    }
    for (const logo of ['bancontact', 'mastercard']) {
      const svg = await (await page.request.get(`/payment/${logo}.svg`)).text()
      expect(svg, logo).toContain('textLength="40"')
    }
  })
}

for (const { path, question, answer } of [
  {
    path: '/faq',
    question: 'Hoe kan ik betalen?',
    answer:
      'Online kan je betalen met: Overschrijving, Bancontact, Creditcard, iDEAL, PayPal, KBC/CBC-Betaalknop, Belfius Pay Button of Apple Pay.',
  },
  {
    path: '/fr/faq',
    question: 'Comment puis-je payer ?',
    answer:
      'En ligne, vous pouvez payer par : Virement bancaire, Bancontact, Carte de crédit, iDEAL, PayPal, Bouton de paiement KBC/CBC, Belfius Pay Button ou Apple Pay.',
  },
  {
    path: '/en/faq',
    question: 'How can I pay?',
    answer:
      'Online you can pay by: Bank transfer, Bancontact, Credit card, iDEAL, PayPal, KBC/CBC Payment Button, Belfius Pay Button or Apple Pay.',
  },
]) {
  test(`the FAQ's payment answer names the ways to pay the shop accepts (${path})`, async ({
    page,
  }) => {
    await page.goto(path)
    const item = page.locator('details', { has: page.getByText(question, { exact: true }) })
    await item.first().locator('summary').click()
    await expect(item.first()).toContainText(answer)
    await expect(page.getByRole('main')).not.toContainText('{paymentMethods}')
  })
}
