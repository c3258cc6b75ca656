import { expect, test } from '@playwright/test'

/**
 * Addresses whose escapes do not decode, once or after the language middleware decoded them,
 * with the not-found page's words in their language.
 */
const malformed = [
  { path: '/%E0%A4%A', title: 'Pagina niet gevonden', home: 'Naar de startpagina' },
  { path: '/en/%E0%A4%A', title: 'Page not found', home: 'To the home page' },
  { path: '/fr/%E0%A4%A', title: 'Page introuvable', home: "Vers la page d'accueil" },
  { path: '/en/100%', title: 'Page not found', home: 'To the home page' },
  { path: '/en/%25E0%25A4%25A', title: 'Page not found', home: 'To the home page' },
]

for (const { path, title, home } of malformed) {
  test(`a malformed address gets the shop's not-found page: ${path}`, async ({ page }) => {
    const response = await page.goto(path)
    expect([400, 404]).toContain(response?.status())
    expect(response?.headers()['content-type']).toMatch(/^text\/html/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: home }).click()
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(en|fr)?$/)
  })
}

test('a malformed address answers with a page, not a bare server error', async ({ request }) => {
  for (const { path } of malformed) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).not.toBe('Internal Server Error')
  }
})

test('a malformed /api or /_next address answers 400, not a bare server error', async ({
  request,
}) => {
  for (const path of ['/api/%E0%A4%A', '/api/products/%E0%A4%A', '/api/%']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expect(response.headers()['content-type'], path).toMatch(/^application\/json/)
    expect((await response.json()).errors[0].message, path).toMatch(/does not decode/)
  }
  for (const path of ['/_next/static/%E0%A4%A', '/_next/image/%E0%A4%A']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expect(response.headers()['content-type'], path).toMatch(/^text\/plain/)
    expect(await response.text(), path).toBe('Bad Request: malformed address')
  }
})
