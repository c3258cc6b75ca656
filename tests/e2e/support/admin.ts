import { type APIRequestContext, expect } from '@playwright/test'

/** The admin account the end-to-end server is seeded with. */
export const e2eAdmin = { email: 'admin@example.com', password: 'e2e-admin-password-1234' }

/** Headers that make REST calls as the seeded admin. */
export async function asAdmin(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/admins/login', { data: e2eAdmin })
  expect(login.ok()).toBe(true)
  const { token } = await login.json()
  return { Authorization: `JWT ${token}` }
}
