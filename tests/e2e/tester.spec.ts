import { expect, type Page, test } from '@playwright/test'

import { newCustomer, register } from './support/shop'

// The seed publishes two tests: one running now with 10 places, one opening in 7 days with 1.

/** Opens the seeded test of the tester programme in this phase from the list; returns its path. */
async function openTest(page: Page, phase: 'Loopt nu' | 'Binnenkort'): Promise<string> {
  await page.goto('/tester')
  const card = page.getByTestId('tester-test').filter({ hasText: phase })
  await expect(card).toHaveCount(1)
  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/tester\/toets\/\d+$/)
  return new URL(page.url()).pathname
}

const applyRegion = (page: Page) => page.getByRole('region', { name: 'Kandidaat stellen' })

test('a customer applies to a running test; then the test says so and offers no form', async ({
  page,
}) => {
  const customer = newCustomer('Jonas', 'Peeters')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Jonas')

  await page.goto('/tester')
  const running = page.getByTestId('tester-test').filter({ hasText: 'Loopt nu' })
  await expect(running.getByTestId('places-left')).toHaveText(/^\d+ van 10 plaatsen vrij$/)
  const path = await openTest(page, 'Loopt nu')
  const before = await page.getByTestId('places-left').textContent()

  const apply = applyRegion(page)
  const motivation = apply.getByLabel('Waarom wil je graag testen? (niet verplicht)')
  await motivation.fill('x'.repeat(2001))
  await apply.getByRole('button', { name: 'Stel je kandidaat' }).click()
  await expect(apply.getByText('Je motivatie mag hoogstens 2000 tekens lang zijn.')).toBeVisible()

  await motivation.fill('Ik bak elke zondag voor de hele familie.')
  await apply.getByRole('button', { name: 'Stel je kandidaat' }).click()
  await expect(apply.getByRole('status')).toHaveText(
    /^Je stelde je kandidaat op \d{1,2} \p{L}+ \d{4}\. We laten je weten of je mee mag testen\.$/u,
  )
  await expect(apply.getByRole('button')).toHaveCount(0)
  await expect(page.getByTestId('places-left')).not.toHaveText(before!)

  // Applying again is not offered, also after coming back.
  await page.goto(path)
  await expect(apply.getByRole('status')).toContainText('Je stelde je kandidaat op')
  await expect(apply.getByRole('textbox')).toHaveCount(0)
  await expect(apply.getByRole('button')).toHaveCount(0)
})

test('a guest is asked to sign in to apply, and comes back to the same test', async ({ page }) => {
  const customer = newCustomer('Lien', 'Janssens')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Lien')
  await page.getByRole('link', { name: 'Afmelden' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Aanmelden')

  const path = await openTest(page, 'Loopt nu')
  const apply = applyRegion(page)
  await expect(apply.getByRole('textbox')).toHaveCount(0)
  await apply.getByRole('link', { name: 'Meld je aan om je kandidaat te stellen' }).click()
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`)

  const form = page.getByRole('main')
  await form.getByLabel('E-mailadres').fill(customer.email)
  await form.getByLabel('Wachtwoord').fill(customer.password)
  await form.getByRole('button', { name: 'Aanmelden' }).click()
  await expect(page).toHaveURL(path)
  await expect(page.getByTestId('account-link')).toHaveText('Lien')
  await expect(apply.getByLabel('Waarom wil je graag testen? (niet verplicht)')).toBeVisible()
  await expect(apply.getByRole('button', { name: 'Stel je kandidaat' })).toBeVisible()
})

test('an upcoming test shows when it opens, and no form yet', async ({ page }) => {
  await page.goto('/tester')
  const upcoming = page.getByTestId('tester-test').filter({ hasText: 'Binnenkort' })
  await expect(upcoming.getByTestId('places-left')).toHaveText('1 van 1 plaats vrij')

  const path = await openTest(page, 'Binnenkort')
  const apply = applyRegion(page)
  await expect(apply.getByRole('status')).toHaveText(
    /^Je kunt je kandidaat stellen vanaf \d{1,2} \p{L}+ \d{4}\.$/u,
  )
  await expect(apply.getByRole('link')).toHaveCount(0)
  await expect(apply.getByRole('button')).toHaveCount(0)

  const id = path.split('/').pop()
  await page.goto(`/fr/tester/teste/${id}`)
  await expect(page.getByRole('region', { name: 'Postuler' }).getByRole('status')).toHaveText(
    /^Vous pourrez poser votre candidature à partir du \d{1,2} \p{L}+ \d{4}\.$/u,
  )
})
