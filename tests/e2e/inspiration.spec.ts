import { expect, type Page, test } from '@playwright/test'

/** The post cards of a list screen (a detail page's product cards are articles too). */
const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article')

/** Where each card of the list links to. */
const cardLinks = async (page: Page) =>
  Promise.all(
    (await cards(page).all()).map(async (card) => card.getByRole('link').getAttribute('href')),
  )

test('the inspiration list shows the posts, and a tag shows only the recipes', async ({
  page,
  request,
}) => {
  await page.goto('/inspiratie')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inspiratie')
  // The seed writes eight posts: three blog articles, two news items and three recipes.
  await expect(cards(page).nth(7)).toBeVisible()
  const filters = page.getByRole('navigation', { name: 'Soorten artikels' })
  await expect(filters.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
  const all = await cardLinks(page)
  expect(all.some((href) => /^\/nieuws\/\d+\//.test(href ?? ''))).toBe(true)
  expect(all.some((href) => /^\/inspiratie\/\d+\//.test(href ?? ''))).toBe(true)
  // Every card has its byline and reading time.
  await expect(cards(page).first()).toContainText(/Door .+/)
  await expect(cards(page).first()).toContainText(/\d+ min\. leestijd/)

  await filters.getByRole('link', { name: 'Recepten' }).click()
  await expect(page).toHaveURL('/inspiratie?tag=recipes')
  await expect(filters.getByRole('link', { name: 'Recepten' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(cards(page)).toHaveCount(3)
  for (const href of await cardLinks(page)) {
    expect(href).toMatch(/^\/inspiratie\/\d+\//)
    // Only a recipe has ingredients.
    expect(await (await request.get(href!)).text()).toContain('id="recipe-ingredients"')
  }
})

test('a recipe shows its ingredients and products, and puts them in the cart', async ({ page }) => {
  await page.goto('/inspiratie?tag=recipes')
  const title = await cards(page).first().getByRole('heading').textContent()
  await cards(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/inspiratie\/\d+\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
  await expect(page.getByText(/\d+ min\. leestijd/)).toBeVisible()

  const ingredients = page.getByRole('region', { name: 'Ingrediënten' })
  await expect(ingredients.getByRole('listitem').first()).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Zo maak je het' }).getByRole('listitem').first(),
  ).toBeVisible()

  const products = page.getByRole('region', { name: 'Producten voor dit recept' })
  const productCards = products.getByRole('article')
  await expect(productCards.first()).toBeVisible()
  const inStock = productCards.filter({ hasNotText: 'Dit product is niet op voorraad' })
  const names = await inStock.getByRole('heading').allTextContents()
  expect(names.length).toBeGreaterThan(0)

  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  await products.getByRole('button', { name: 'Zet deze in mijn winkelmand' }).click()
  await expect(products.getByRole('status')).toHaveText(
    /De producten van dit recept zitten in je winkelmand\./,
  )
  await expect(page.getByTestId('cart-count')).toBeVisible()

  await products.getByRole('link', { name: 'Naar de winkelmand' }).click()
  await expect(page).toHaveURL('/winkelmand')
  await expect(page.getByTestId('cart-line')).toHaveCount(names.length)
  for (const name of names)
    await expect(page.getByTestId('cart-line').filter({ hasText: name })).toHaveCount(1)
})

test('the news list in French shows the news only, each in French', async ({ page }) => {
  await page.goto('/fr/actualités')
  await expect(page).toHaveURL(/\/fr\/actualit(é|%C3%A9)s$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités')
  await expect(cards(page)).toHaveCount(2)
  for (const href of await cardLinks(page))
    expect(href).toMatch(/^\/fr\/actualit(é|%C3%A9)s\/\d+\//)
  await expect(cards(page).first()).toContainText(/Par .+/)

  await cards(page).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/fr\/actualit(é|%C3%A9)s\/\d+\/[^/]+$/)
  await expect(page.getByText(/\d+ min de lecture/)).toBeVisible()
  // The Dutch version of this news item is at its own Dutch address.
  await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
    'href',
    /\/nieuws\/\d+\/[^/]+$/,
  )
  await expect(
    page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'nl' }),
  ).toHaveAttribute('href', /^(\/nl)?\/nieuws\/\d+\/[^/]+$/)
})

test('a post at an outdated address moves to its slug; an unknown post is not found', async ({
  page,
  request,
}) => {
  await page.goto('/inspiratie')
  const href = await cards(page).first().getByRole('link').getAttribute('href')
  const [, section, id, slug] = href!.split('/')

  const moved = await request.get(`/${section}/${id}/oude-titel`, { maxRedirects: 0 })
  expect(moved.status()).toBe(308)
  await page.goto(`/${section}/${id}/oude-titel`)
  await expect(page).toHaveURL(href!)

  // The blog's own address shows the same article.
  await page.goto(`/blog/lezen/${id}/oude-titel`)
  await expect(page).toHaveURL(`/blog/lezen/${id}/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  expect((await request.get('/inspiratie/999999/niets')).status()).toBe(404)
  expect((await request.get('/nieuws/999999/niets')).status()).toBe(404)
  expect((await request.get('/inspiratie?page=99')).status()).toBe(404)
})
