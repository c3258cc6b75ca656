import { expect, test } from '@playwright/test'

import { secureCookies } from '../../src/security/cookies'
import { previewToken } from '../../src/content/preview-token'
import { e2eAdmin, e2eSecrets } from './support/admin'
import { addToCart, newCustomer, productId, register } from './support/shop'

test('the guest, session, language and admin cookies follow one rule: Secure on an https site only', async ({
  page,
  request,
  baseURL,
}) => {
  // The test server's public address is plain http, so none of them may be Secure.
  expect(secureCookies(baseURL)).toBe(false)

  const burgers = await productId(request, 'hamburgers')
  await addToCart(page, `/vlees/${burgers}/hamburgers-(4-stuks)`, '1')
  await register(page, newCustomer('Hanne', 'Peeters'))
  // Registering hashes a password: give a busy machine time.
  await expect(page.getByTestId('account-link')).toHaveText('Hanne', { timeout: 30_000 })
  await page.goto('/fr')
  const adminLogin = await page.request.post('/api/admins/login', { data: e2eAdmin })
  expect(adminLogin.ok()).toBe(true)

  const cookies = await page.context().cookies()
  const flags = Object.fromEntries(
    ['storefront-guest', 'next-auth.session-token', 'NEXT_LOCALE', 'payload-token'].map((name) => [
      name,
      cookies.find((cookie) => cookie.name === name)?.secure,
    ]),
  )
  expect(flags).toEqual({
    'storefront-guest': false,
    'next-auth.session-token': false,
    NEXT_LOCALE: false,
    'payload-token': false,
  })
})

test('the draft-mode cookie an editor’s preview sets stays on this site (SameSite=Lax)', async ({
  page,
}) => {
  const login = await page.request.post('/api/admins/login', { data: e2eAdmin })
  expect(login.ok()).toBe(true)
  const path = '/en'
  const token = previewToken(path, e2eSecrets.payload)
  await page.goto(
    `/api/preview?path=${encodeURIComponent(path)}&token=${encodeURIComponent(token)}`,
  )
  const draft = (await page.context().cookies()).find(
    (cookie) => cookie.name === '__prerender_bypass',
  )
  expect(draft).toMatchObject({ sameSite: 'Lax', httpOnly: true, secure: false })
  await page.goto('/api/preview/exit')
})
