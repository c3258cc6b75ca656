import { expect, test } from '@playwright/test'

import { productId } from './support/shop'

test('choosing an item in the desktop menu closes its dropdown', async ({ page }) => {
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' })
  const group = menu.getByRole('link', { name: 'Alle producten' })
  const item = menu.getByRole('link', { name: 'Rund', exact: true })
  await group.hover()
  await expect(item).toBeVisible()

  await item.click()
  await expect(page).toHaveURL('/vleessoorten/2/Rund')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rund')
  await expect(item).toBeHidden()

  await page.mouse.move(10, 600)
  await group.hover()
  await expect(item).toBeVisible()
})

test('the language switcher links a product straight to its address in each language', async ({
  page,
  request,
}) => {
  const id = await productId(request, 'Kippenfilet')
  await page.goto(`/vlees/${id}/kippenfilet`)
  const languages = page.getByRole('navigation', { name: 'Taal' })
  await expect(languages.getByRole('link', { name: 'fr' })).toHaveAttribute(
    'href',
    `/fr/viande/${id}/filet-de-poulet`,
  )
  await expect(languages.getByRole('link', { name: 'en' })).toHaveAttribute(
    'href',
    `/en/meat/${id}/chicken-breast`,
  )

  await languages.getByRole('link', { name: 'en' }).click()
  await expect(page).toHaveURL(`/en/meat/${id}/chicken-breast`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chicken breast')
  await expect(
    page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'nl' }),
    // next-intl names the default language in a link from another one; the slug is what counts.
  ).toHaveAttribute('href', new RegExp(`^(/nl)?/vlees/${id}/kippenfilet$`))
})

for (const scripts of ['once', 'before'] as const)
  test(`the language switcher links a category straight to its address, query kept, ${scripts} the page’s scripts run`, async ({
    page,
  }) => {
    // Before: no script file ever loads; the inline script after the links has pointed them.
    if (scripts === 'before')
      await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
    await page.goto('/vleessoorten/2/Rund?breed=angus')
    const languages = page.getByRole('navigation', { name: 'Taal' })
    await expect(languages.getByRole('link', { name: 'en' })).toHaveAttribute(
      'href',
      '/en/meat-types/2/Beef?breed=angus',
    )
    await expect(languages.getByRole('link', { name: 'fr' })).toHaveAttribute(
      'href',
      '/fr/types-de-viande/2/B%C5%93uf?breed=angus',
    )
  })

test('the footer shows the payment methods the shop takes, no longer SOFORT', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('img', { name: 'bancontact' })).toBeVisible()
  await expect(footer.getByRole('img')).toHaveCount(5)
  await expect(footer.getByRole('img', { name: /sofort/i })).toHaveCount(0)
  expect((await page.request.get('/payment/sofort.svg')).status()).toBe(404)
})
