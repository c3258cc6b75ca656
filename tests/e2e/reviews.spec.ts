import { expect, test } from '@playwright/test'

import { asAdmin } from './support/admin'
import { newCustomer, productId, register } from './support/shop'

test('a visitor is asked to sign in before writing a review', async ({ page, request }) => {
  const id = await productId(request, 'runderwangen')
  await page.goto(`/vlees/${id}/runderwangen`)
  const reviews = page.getByRole('region', { name: 'Beoordelingen' })
  await expect(
    reviews.getByText('Alleen geregistreerde klanten kunnen een beoordeling schrijven.'),
  ).toBeVisible()
  await reviews.getByRole('link', { name: 'Meld je aan' }).click()
  await expect(page).toHaveURL(`/login?redirect=%2Fvlees%2F${id}%2Frunderwangen`)
})

test('a customer writes a review; it shows once the shop approves it', async ({
  page,
  request,
}) => {
  const customer = newCustomer('Bram', 'Smets')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Bram')

  const id = await productId(request, 'runderwangen')
  await page.goto(`/vlees/${id}/runderwangen`)
  await page.getByRole('button', { name: 'Schrijf een beoordeling' }).click()
  const dialog = page.getByRole('dialog', { name: 'Je beoordeling van Runderwangen' })
  await dialog.getByRole('button', { name: 'Versturen' }).click()
  await expect(dialog.getByText('Kies een score van 1 tot 5 sterren.')).toBeVisible()
  await expect(dialog.getByText('Geef je beoordeling een titel.')).toBeVisible()
  await expect(dialog.getByText('Schrijf je beoordeling.')).toBeVisible()

  await dialog.getByLabel('4 sterren').check()
  await dialog.getByLabel('Titel').fill('Boterzacht na drie uur')
  await dialog.getByLabel('Je beoordeling').fill('Gestoofd in donker bier: perfect.')
  await dialog.getByRole('button', { name: 'Versturen' }).click()
  await expect(dialog.getByText(/Bedankt! Je beoordeling verschijnt/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Sluiten' }).click()

  await page.goto('/account/beoordelingen')
  const mine = page.getByTestId('my-review')
  await expect(mine).toHaveCount(1)
  await expect(mine).toContainText('Boterzacht na drie uur')
  await expect(mine).toContainText('Wacht op goedkeuring')

  // The newest with that title: a retry of this test finds the first attempt's review too.
  const found = await request.get(
    `/api/reviews?where[title][equals]=${encodeURIComponent('Boterzacht na drie uur')}&sort=-createdAt&limit=1`,
    { headers: await asAdmin(request) },
  )
  const [review] = (await found.json()).docs
  const approve = await request.patch(`/api/reviews/${review.id}`, {
    data: { approved: true },
    headers: await asAdmin(request),
  })
  expect(approve.ok()).toBe(true)

  await page.goto(`/vlees/${id}/runderwangen`)
  const shown = page.getByRole('region', { name: 'Beoordelingen' }).getByTestId('review')
  await expect(shown.filter({ hasText: 'Boterzacht na drie uur' })).toContainText('Bram S.')

  // Writing again edits the one review, which waits for approval again.
  await page.getByRole('button', { name: 'Je beoordeling aanpassen' }).click()
  await expect(dialog.getByText(/Je schreef al een beoordeling van dit product/)).toBeVisible()
  await expect(dialog.getByLabel('Titel')).toHaveValue('Boterzacht na drie uur')
  await expect(dialog.getByLabel('4 sterren')).toBeChecked()
  await dialog.getByLabel('5 sterren').check()
  await dialog.getByLabel('Titel').fill('Boterzacht na vier uur')
  await dialog.getByRole('button', { name: 'Versturen' }).click()
  await expect(dialog.getByText(/Bedankt! Je beoordeling verschijnt/)).toBeVisible()

  await page.goto('/account/beoordelingen')
  await expect(mine).toHaveCount(1)
  await expect(mine).toContainText('Boterzacht na vier uur')
  await expect(mine).toContainText('Wacht op goedkeuring')
})
