import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { asAdmin } from './support/admin'
import { saved } from './support/checkout'
import { addToCart, productId } from './support/shop'

/**
 * The shop owner's delivery days abroad, set in the admin's delivery calendar (through its REST
 * API): the Netherlands on Wednesday and Friday, France on Thursday; Germany and Luxembourg have
 * none of their own, so Belgium's (Tuesday to Saturday).
 */
async function setDaysAbroad(request: APIRequestContext, days: Record<string, string[]>) {
  const answer = await request.post('/api/globals/delivery-calendar', {
    headers: await asAdmin(request),
    data: { countryDeliveryWeekdays: days },
  })
  expect(answer.ok()).toBe(true)
}

test.beforeAll(async ({ request }) => {
  await setDaysAbroad(request, { NL: ['3', '5'], FR: ['4'], DE: [], LU: [] })
})

test.afterAll(async ({ request }) => {
  await setDaysAbroad(request, { NL: [], FR: [], DE: [], LU: [] })
})

/**
 * The weekday each date on offer starts with, the placeholder left out; polled by the tests, as
 * the list follows a new country once the cart has re-rendered.
 */
async function offeredWeekdays(page: Page, dateLabel: string): Promise<Set<string>> {
  const options = page.getByLabel(dateLabel).locator('option')
  await expect(options.nth(1)).toBeAttached()
  const texts = await options.allTextContents()
  return new Set(texts.slice(1).map((text) => text.split(/[\s,]/)[0].toLowerCase()))
}

async function chooseCountry(page: Page, label: string, country: string) {
  await Promise.all([saved(page), page.getByLabel(label).selectOption(country)])
}

test.describe('delivery days per country, in Dutch on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the Netherlands are offered Wednesdays and Fridays only', async ({ page, request }) => {
    const burgers = await productId(request, 'hamburgers')
    await addToCart(page, `/vlees/${burgers}/hamburgers-(4-stuks)`, '1')
    await page.goto('/winkelmand')
    await expect
      .poll(() => offeredWeekdays(page, 'Leverdatum'))
      .toEqual(new Set(['dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag']))

    await chooseCountry(page, 'Land van levering', 'NL')
    await expect(page.getByTestId('country-terms').nth(1)).toHaveText(
      /^Levering op woensdag en vrijdag, tussen/,
    )
    await expect
      .poll(() => offeredWeekdays(page, 'Leverdatum'))
      .toEqual(new Set(['woensdag', 'vrijdag']))
  })
})

test.describe('delivery days per country, in French on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('France is offered Thursdays only, Germany Belgium’s days', async ({ page, request }) => {
    const burgers = await productId(request, 'hamburgers')
    await addToCart(page, `/fr/viande/${burgers}/hamburgers`, '1')
    await page.goto('/fr/panier')
    await chooseCountry(page, 'Pays de livraison', 'FR')
    await expect(page.getByTestId('country-terms').nth(1)).toHaveText(/^Livraison le jeudi, entre/)
    await expect.poll(() => offeredWeekdays(page, 'Date de livraison')).toEqual(new Set(['jeudi']))

    await chooseCountry(page, 'Pays de livraison', 'DE')
    await expect
      .poll(() => offeredWeekdays(page, 'Date de livraison'))
      .toEqual(new Set(['mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']))
  })
})

test.describe('delivery days per country, in English on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a Tuesday chosen for Belgium is let go when the cart moves to the Netherlands, with a word', async ({
    page,
    request,
  }) => {
    const burgers = await productId(request, 'hamburgers')
    await addToCart(page, `/en/meat/${burgers}/hamburgers`, '1')
    await page.goto('/en/shopping-cart')
    const date = page.getByLabel('Delivery date')
    const tuesday = page.getByLabel('Delivery date').locator('option', { hasText: /^Tuesday/ })
    const value = await tuesday.first().getAttribute('value')
    await Promise.all([saved(page), date.selectOption(value!)])
    await expect(date).toHaveValue(value!)

    await chooseCountry(page, 'Delivery country', 'NL')
    await expect(page.getByRole('status').filter({ hasText: 'not a delivery day' })).toHaveText(
      'The date you chose is not a delivery day in the country you chose. Please choose a new date.',
    )
    await expect(date).toHaveValue('')
    await expect
      .poll(() => offeredWeekdays(page, 'Delivery date'))
      .toEqual(new Set(['wednesday', 'friday']))
    await expect(page.getByText('Choose a delivery date.')).toBeVisible()
  })
})
