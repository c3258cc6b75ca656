import { type APIRequestContext, expect, test } from '@playwright/test'

import { newCustomer, register } from './support/shop'

/** One sign-in through the storefront's next-auth route, as the sign-in form sends it. */
async function signIn(request: APIRequestContext, email: string, password: string) {
  const { csrfToken } = await (await request.get('/api/auth/csrf')).json()
  return request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password, json: 'true', callbackUrl: '/' },
  })
}

test('ten wrong passwords for one account get a 429, and the owner’s own browser still signs in', async ({
  page,
  browser,
}) => {
  const customer = newCustomer('Lotte', 'Peeters')
  await register(page, customer) // this browser signed in once: it is a known device
  await expect(page.getByTestId('account-link')).toHaveText('Lotte')
  await page.getByRole('link', { name: 'Afmelden' }).click()

  const stranger = await browser.newContext()
  for (let i = 0; i < 10; i++)
    expect((await signIn(stranger.request, customer.email, 'guess-' + i)).status()).toBe(401)
  const throttled = await signIn(stranger.request, customer.email, customer.password)
  expect(throttled.status()).toBe(429)
  expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0)

  const strangerPage = await stranger.newPage()
  await strangerPage.goto('/en/login')
  const form = strangerPage.getByRole('main')
  await form.getByLabel('E-mail address').fill(customer.email)
  await form.getByLabel('Password').fill(customer.password)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(
    strangerPage.getByText('Too many attempts. Please wait a few minutes and try again.'),
  ).toBeVisible()
  await stranger.close()

  await page.goto('/login')
  await page.getByRole('main').getByLabel('E-mailadres').fill(customer.email)
  await page.getByRole('main').getByLabel('Wachtwoord').fill(customer.password)
  await page.getByRole('main').getByRole('button', { name: 'Aanmelden' }).click()
  await expect(page.getByTestId('account-link')).toHaveText('Lotte')
})

test('Payload’s API makes no customer accounts and shows nothing unpublished', async ({
  request,
}) => {
  const made = await request.post('/api/customers', {
    data: { email: 'self-made@example.be', password: 'abc', firstName: 'A', lastName: 'B' },
  })
  expect(made.status()).toBe(403)
  const login = await request.post('/api/customers/login', {
    data: { email: 'self-made@example.be', password: 'abc' },
  })
  expect(login.status()).toBe(403)
  for (const path of ['/api/products/versions', '/api/pages/versions', '/api/customers'])
    expect((await request.get(path)).status(), path).toBe(403)
})
