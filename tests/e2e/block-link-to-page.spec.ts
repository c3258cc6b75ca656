import { expect, test } from '@playwright/test'

import { asAdmin } from './support/admin'

test('a call to action leads to the page the editor picked, in the visitor’s language', async ({
  page,
  request,
}) => {
  const headers = await asAdmin(request)
  const stamp = Date.now()
  const target = await request.post('/api/pages?locale=nl', {
    headers,
    data: {
      slug: `doel-${stamp}`,
      title: 'BBQ-tips',
      path: `bbq-tips-${stamp}`,
      _status: 'published',
    },
  })
  expect(target.ok()).toBe(true)
  const targetId = (await target.json()).doc.id as number
  const french = await request.patch(`/api/pages/${targetId}?locale=fr`, {
    headers,
    data: { title: 'Conseils BBQ', path: `conseils-bbq-${stamp}`, _status: 'published' },
  })
  expect(french.ok()).toBe(true)

  const layout = (label: string) => [
    { blockType: 'callToAction', heading: label, link: { label, target: 'page', page: targetId } },
  ]
  const source = await request.post('/api/pages?locale=nl', {
    headers,
    data: {
      slug: `bron-${stamp}`,
      title: 'Zomer',
      path: `zomer-${stamp}`,
      layout: layout('Lees de tips'),
      _status: 'published',
    },
  })
  expect(source.ok()).toBe(true)
  const made = (await source.json()).doc as { id: number; layout: Array<{ id: string }> }
  const sourceId = made.id
  // One layout for all languages: the French words go into the same block.
  const inFrench = [{ ...layout('Lire les conseils')[0], id: made.layout[0].id }]
  const sourceFr = await request.patch(`/api/pages/${sourceId}?locale=fr`, {
    headers,
    data: {
      title: 'Été',
      path: `ete-${stamp}`,
      layout: inFrench,
      _status: 'published',
    },
  })
  expect(sourceFr.ok()).toBe(true)

  for (const visit of [
    {
      from: `/zomer-${stamp}`,
      button: 'Lees de tips',
      to: `/bbq-tips-${stamp}`,
      title: 'BBQ-tips',
    },
    {
      from: `/fr/ete-${stamp}`,
      button: 'Lire les conseils',
      to: `/fr/conseils-bbq-${stamp}`,
      title: 'Conseils BBQ',
    },
  ]) {
    await expect(async () => {
      expect((await page.goto(visit.from))?.status()).toBe(200)
    }).toPass({ timeout: 10_000 })
    await page.getByRole('main').getByRole('link', { name: visit.button }).click()
    await expect(page).toHaveURL(new RegExp(`${visit.to}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visit.title)
  }
})
