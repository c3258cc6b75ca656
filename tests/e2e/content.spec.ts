import { type APIRequestContext, expect, test } from '@playwright/test'

import { jobsRunnerToken } from '../../src/content/jobs-runner'
import { asAdmin, e2eSecrets, openLivePreview, submitAdminLogin } from './support/admin'
import { latestMailTo } from './support/mailbox'
import { timeStamp } from './support/time-stamp'

const homes = [
  {
    path: '/',
    lang: 'nl',
    step: 'Stap 3',
    faq: 'Alle veelgestelde vragen',
    cutoff: 'Bestel voor 9:00 uur, morgen in huis',
  },
  {
    path: '/fr',
    lang: 'fr',
    step: 'Étape 3',
    faq: 'Toutes les questions fréquentes',
    cutoff: 'Commandez avant 9:00, livré demain',
  },
  {
    path: '/en',
    lang: 'en',
    step: 'Step 3',
    faq: 'All frequently asked questions',
    cutoff: 'Order before 9:00, delivered tomorrow',
  },
]

for (const home of homes) {
  test(`the home page shows every section in ${home.lang}`, async ({ page }) => {
    await page.goto(home.path)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(main.getByText(home.cutoff, { exact: true })).toBeVisible()
    await expect(page.locator('#about').getByRole('heading', { level: 2 })).toBeVisible()
    await expect(main.getByText(home.step)).toBeVisible()
    // BBQ, promos and bestsellers, reviews and FAQ teaser each have their own heading.
    expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(7)
    expect(await main.getByRole('article').count()).toBeGreaterThan(2)
    await expect(main.getByTestId('review').first()).toBeVisible()
    await main.getByRole('link', { name: home.faq }).click()
    await expect(page).toHaveURL(new RegExp(`${home.path === '/' ? '' : home.path}/faq$`))
  })
}

const infoPages = [
  '/levering',
  '/fr/livraison',
  '/en/delivery',
  '/voorwaarden',
  '/fr/termes-et-conditions',
  '/en/terms-and-conditions',
  '/privacy-beleid',
  '/fr/politique-de-confidentialit%C3%A9',
  '/en/privacy-policy',
  '/faq',
  '/fr/faq',
  '/en/faq',
  '/contact',
  '/clean-label',
  '/fr/clean-label',
  '/en/gift-voucher',
  '/gift-voucher',
  '/en/topic',
  '/fr/test',
]

for (const path of infoPages) {
  test(`${decodeURIComponent(path)} is a written page`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    // Answers folded away in <details> count too.
    const words = ((await main.textContent()) ?? '').split(/\s+/).filter(Boolean).length
    expect(words).toBeGreaterThan(path.includes('contact') ? 80 : 250)
  })
}

test('the FAQ groups its questions under anchors and names the real payment methods', async ({
  page,
}) => {
  await page.goto('/en/faq#pay')
  const pay = page.locator('section#pay')
  await expect(pay.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(pay).toContainText(/bank transfer/i)
  await expect(pay).not.toContainText(/sofort/i)
})

test('the gift voucher page explains the voucher and links the product', async ({ page }) => {
  await page.goto('/en/gift-voucher')
  await page
    .getByRole('main')
    .getByRole('link', { name: /gift voucher/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en\/meat\/\d+\//)
})

test('a message through the contact form is stored and mailed to the shop', async ({
  page,
  request,
}) => {
  const name = `Contact ${Date.now()}`
  await page.goto('/en/contact')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Send' }).click()
  await expect(main.getByText('Please fill in this field.').first()).toBeVisible()

  await main.getByLabel('Name').fill(name)
  await main.getByLabel('E-mail address').fill('not-an-address')
  await main.getByLabel('Your question or message').fill('Can I collect on Friday?')
  await main.getByRole('button', { name: 'Send' }).click()
  await expect(main.getByText('Please enter a valid e-mail address.')).toBeVisible()

  await main.getByLabel('E-mail address').fill('shopper@example.be')
  await main.getByRole('button', { name: 'Send' }).click()
  await expect(main.getByRole('status')).toContainText('Thank you for your message')

  const mail = await latestMailTo('info@vleesboetiek.example')
  expect(mail.subject).toBe(`Contact form: ${name}`)
  expect(mail.text).toContain('Can I collect on Friday?')

  const stored = await request.get('/api/form-submissions?limit=50&sort=-createdAt', {
    headers: await asAdmin(request),
  })
  const { docs } = await stored.json()
  expect(JSON.stringify(docs)).toContain(name)
})

test('a robot filling the hidden field is thanked and nothing is stored', async ({
  page,
  request,
}) => {
  const name = `Robot ${Date.now()}`
  await page.goto('/en/contact')
  const main = page.getByRole('main')
  await main.getByLabel('Name').fill(name)
  await main.getByLabel('E-mail address').fill('robot@example.be')
  await main.getByLabel('Your question or message').fill('Buy cheap things')
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example'
  })
  await main.getByRole('button', { name: 'Send' }).click()
  await expect(main.getByRole('status')).toContainText('Thank you for your message')
  const stored = await request.get('/api/form-submissions?limit=50&sort=-createdAt', {
    headers: await asAdmin(request),
  })
  expect(JSON.stringify((await stored.json()).docs)).not.toContain(name)
})

test('an editor makes a page at its own address in each language', async ({ page, request }) => {
  const headers = await asAdmin(request)
  const stamp = Date.now()
  const created = await request.post('/api/pages?locale=nl', {
    headers,
    data: {
      slug: `eigen-${stamp}`,
      title: 'Onze boerderijen',
      path: `boerderijen-${stamp}`,
      _status: 'published',
    },
  })
  expect(created.ok()).toBe(true)
  const { doc } = await created.json()
  const french = await request.patch(`/api/pages/${doc.id}?locale=fr`, {
    headers,
    data: { title: 'Nos fermes', path: `fermes-${stamp}`, _status: 'published' },
  })
  expect(french.ok()).toBe(true)

  await expect(async () => {
    const response = await page.goto(`/fr/fermes-${stamp}`)
    expect(response?.status()).toBe(200)
  }).toPass({ timeout: 10_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos fermes')
  await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
    'href',
    new RegExp(`/boerderijen-${stamp}$`),
  )
  await page
    .getByRole('navigation', { name: 'Langue' })
    .first()
    .getByRole('link', { name: 'nl', exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/boerderijen-${stamp}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onze boerderijen')
  expect((await request.get(`/boerderijen-${stamp}`)).status()).toBe(200)
  // Rendered once, then served from cache like the shop's own screens.
  expect((await request.get(`/boerderijen-${stamp}`)).headers()['x-nextjs-cache']).toBe('HIT')
  expect((await request.get(`/fr/boerderijen-${stamp}`)).status()).toBe(404)
  expect((await request.get(`/fr/nergens-${stamp}`)).status()).toBe(404)
})

test('a draft page never reaches a visitor', async ({ request, playwright, baseURL }) => {
  const headers = await asAdmin(request)
  const stamp = Date.now()
  const created = await request.post('/api/pages?draft=true', {
    headers,
    data: { slug: `concept-${stamp}`, title: 'Geheim', path: `concept-${stamp}`, _status: 'draft' },
  })
  expect(created.ok()).toBe(true)
  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.get(`/concept-${stamp}`)).status()).toBe(404)
  const listed = await visitor.get(`/api/pages?where[slug][equals]=concept-${stamp}`)
  expect((await listed.json()).docs ?? []).toHaveLength(0)
  await visitor.dispose()
})

async function homePageId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/pages?where[slug][equals]=home&depth=0', {
    headers: await asAdmin(request),
  })
  return (await response.json()).docs[0].id
}

/** The hero heading of the French home page as published. */
async function publishedFrenchHero(request: APIRequestContext, id: number): Promise<string> {
  const page = await (await request.get(`/api/pages/${id}?locale=fr&depth=0`)).json()
  return page.layout[0].heading
}

/**
 * Publishes the French home page as it was, so the tests after these see the seeded page (and
 * no draft is left over).
 */
async function republishFrenchHome(request: APIRequestContext, id: number, heading?: string) {
  const headers = await asAdmin(request)
  const current = await (
    await request.get(`/api/pages/${id}?locale=fr&depth=0`, { headers })
  ).json()
  const layout = heading
    ? current.layout.map((block: { heading?: string }, index: number) =>
        index === 0 ? { ...block, heading } : block,
      )
    : current.layout
  const saved = await request.patch(`/api/pages/${id}?locale=fr`, {
    headers,
    data: { title: current.title, layout, _status: 'published' },
  })
  expect(saved.ok()).toBe(true)
}

test('an editor changes the French hero, publishes, and /fr shows it within seconds', async ({
  page,
  request,
}) => {
  const id = await homePageId(request)
  const original = await publishedFrenchHero(request, id)
  const heading = `Viande du terroir ${Date.now()}`
  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/pages/${id}?locale=fr`)
  const field = page.locator('#field-layout__0__heading')
  await field.fill(heading)
  await page.getByRole('button', { name: 'Publiceer wijzigingen' }).click()
  await expect(page.getByText('Gepubliceerd', { exact: true })).toBeVisible()

  await expect(async () => {
    await page.goto('/fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await republishFrenchHome(request, id, original)
})

test('visitors reading /fr while the editor publishes see the new hero once it is saved', async ({
  request,
  playwright,
  baseURL,
}) => {
  const id = await homePageId(request)
  const original = await publishedFrenchHero(request, id)
  const heading = `Viande du jour ${timeStamp()}`
  const visitor = await playwright.request.newContext({ baseURL })
  const shownHeading = async () =>
    /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await visitor.get('/fr')).text())?.[1]
  // A busy day: visitors keep reading the page while the change is being saved, some of them
  // between Payload's hooks and its commit.
  let saving = true
  const readers = Array.from({ length: 4 }, async () => {
    while (saving) await shownHeading()
  })
  await republishFrenchHome(request, id, heading)
  saving = false
  await Promise.all(readers)

  await expect.poll(shownHeading, { timeout: 5_000 }).toBe(heading)
  await republishFrenchHome(request, id, original)
  await visitor.dispose()
})

test('the live preview shows a draft while /fr keeps the published text', async ({
  page,
  browser,
  request,
}) => {
  const id = await homePageId(request)
  const draft = `Brouillon ${Date.now()}`
  await submitAdminLogin(page)
  await expect(page).toHaveURL(/\/admin$/)
  const visitor = await browser.newPage()
  await visitor.goto('/fr')
  const published = await visitor.getByRole('heading', { level: 1 }).innerText()

  await page.goto(`/admin/collections/pages/${id}?locale=fr`)
  const preview = await openLivePreview(page)
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible()

  await page.locator('#field-layout__0__heading').fill(draft)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draft, { timeout: 15_000 })

  await visitor.reload()
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(published)
  await visitor.close()
  await republishFrenchHome(request, id)
})

test('a page scheduled to be published appears once the job queue has run', async ({
  request,
  playwright,
  baseURL,
}) => {
  const headers = await asAdmin(request)
  const stamp = Date.now()
  const created = await request.post('/api/pages?draft=true', {
    headers,
    data: { slug: `later-${stamp}`, title: 'Straks', path: `straks-${stamp}`, _status: 'draft' },
  })
  const { doc } = await created.json()
  const queued = await request.post('/api/payload-jobs', {
    headers,
    data: {
      taskSlug: 'schedulePublish',
      queue: 'default',
      waitUntil: new Date(Date.now() - 1000).toISOString(),
      input: { type: 'publish', doc: { relationTo: 'pages', value: doc.id } },
    },
  })
  expect(queued.ok()).toBe(true)

  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.get(`/straks-${stamp}`)).status()).toBe(404)
  // What the server does every minute: run the queue through its own route, with its token.
  const run = await visitor.get('/api/payload-jobs/run?queue=default', {
    headers: { authorization: `Bearer ${jobsRunnerToken(e2eSecrets.payload)}` },
  })
  expect(run.ok()).toBe(true)
  await expect(async () => {
    expect((await visitor.get(`/straks-${stamp}`)).status()).toBe(200)
  }).toPass({ timeout: 10_000 })
  expect([401, 403]).toContain((await visitor.get('/api/payload-jobs/run?queue=default')).status())
  await visitor.dispose()
})
