import { type APIRequestContext, expect, type FrameLocator, type Page } from '@playwright/test'
import { timeStamp } from './time-stamp'

/** The secrets the end-to-end server runs with (production-like, but known to the tests). */
export const e2eSecrets = {
  payload: 'e2e-payload-secret-that-is-long-enough-0123456789',
  auth: 'e2e-auth-secret-that-is-long-enough-0123456789',
}

/** The admin account the end-to-end server is seeded with. */
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password-1234' }

/** Headers that make REST calls as the seeded admin. */
export async function asAdmin(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/admins/login', { data: e2eAdmin })
  expect(login.ok()).toBe(true)
  const { token } = await login.json()
  return { Authorization: `JWT ${token}` }
}

/** Fills in and submits the admin login form, in whichever of the admin's languages it shows. */
export async function submitAdminLogin(page: Page, password = e2eAdmin.password): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill(e2eAdmin.email)
  await page.getByLabel(/wachtwoord|mot de passe|password/i).fill(password)
  await page.getByRole('button', { name: /^(inloggen|se connecter|log ?in|sign ?in)$/i }).click()
}

/** A discount code the owner makes in the admin (through its REST API, as staff). */
export async function ownerMakesCode(request: APIRequestContext, data: Record<string, unknown>) {
  const code = `E2E${timeStamp().toUpperCase()}`
  const made = await request.post('/api/discounts', {
    headers: await asAdmin(request),
    data: { code, kind: 'percentage', value: 10, active: true, ...data },
  })
  expect(made.ok()).toBe(true)
  return code
}

/**
 * Opens a collection's list and waits until the admin has written its query into the address
 * (`?depth=…&limit=…`): a link clicked before that is undone by the admin's own replace.
 */
export async function openAdminList(page: Page, collection: string): Promise<void> {
  await page.goto(`/admin/collections/${collection}`)
  await expect(page).toHaveURL(new RegExp(`/admin/collections/${collection}\\?.*limit=`))
}

/**
 * Opens the live preview beside a document's form and returns its frame. The admin remembers
 * whether the editor last had it open, and its toggle does nothing until the page has hydrated:
 * the toggle is clicked until the admin marks it active (Payload's `live-preview-toggler--active`),
 * never again once it is.
 */
export async function openLivePreview(page: Page): Promise<FrameLocator> {
  const toggler = page.locator('#live-preview-toggler')
  const active = /live-preview-toggler--active/
  await expect(async () => {
    if (!active.test((await toggler.getAttribute('class')) ?? '')) await toggler.click()
    await expect(toggler).toHaveClass(active, { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.locator('#live-preview-iframe')).toBeVisible()
  return page.frameLocator('#live-preview-iframe')
}
