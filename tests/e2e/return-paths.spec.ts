import { expect, test } from '@playwright/test'

import { newCustomer, register } from './support/shop'

const tricks = ['/%09/evil.example/phish', '/%0A/evil.example/phish', '/.//evil.example/phish']

test('signing out with a tricky redirect stays on the site', async ({ page, baseURL }) => {
  for (const redirect of tricks) {
    await page.goto(`/en/logout?redirect=${redirect}`)
    await page.waitForURL((url) => !url.pathname.endsWith('/logout'))
    expect(new URL(page.url()).origin, redirect).toBe(new URL(baseURL!).origin)
  }
})

test('signing in with a tricky redirect stays on the site', async ({ page, baseURL }) => {
  const customer = newCustomer('Lotte', 'Peeters')
  await register(page, customer)
  await expect(page.getByTestId('account-link')).toHaveText('Lotte')
  for (const redirect of tricks) {
    await page.goto(`/en/logout`)
    await expect(page.getByTestId('account-link')).toHaveText('Sign in')
    await page.goto(`/en/login?redirect=${redirect}`)
    const main = page.getByRole('main')
    await main.getByLabel('E-mail address').fill(customer.email)
    await main.getByLabel('Password').fill(customer.password)
    await main.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'))
    expect(new URL(page.url()).origin, redirect).toBe(new URL(baseURL!).origin)
    await expect(page.getByTestId('account-link')).toHaveText('Lotte')
  }
})
