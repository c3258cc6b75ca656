import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rest, staffAndCustomerHeaders } from './support/rest'
import { testPayload, uniqueSlug } from './support/payload'

let payload: Payload
let staff: Record<string, string>
let customer: Record<string, string>
const run = uniqueSlug('abonnee')
const address = (who: string) => `${who}-${run}@example.be`

beforeAll(async () => {
  payload = await testPayload()
  const rows = [
    {
      email: address('bevestigd'),
      subscribed: true,
      locale: 'fr',
      confirmedAt: '2026-11-20T13:05:00.000Z',
    },
    { email: address('wacht'), subscribed: false, locale: 'nl' },
    {
      email: address('weg'),
      subscribed: false,
      locale: 'en',
      unsubscribedAt: '2026-11-21T09:00:00.000Z',
    },
    // Left, then asked again: a new confirmation mail went out after leaving.
    {
      email: address('terug'),
      subscribed: false,
      locale: 'nl',
      unsubscribedAt: '2026-11-21T09:00:00.000Z',
      mailWindowStart: '2026-11-22T09:00:00.000Z',
    },
  ] as const
  for (const data of rows) await payload.create({ collection: 'newsletter-subscribers', data })
  ;({ staff, customer } = await staffAndCustomerHeaders(payload))
}, 120_000)

afterAll(async () => {
  await payload.delete({
    collection: 'newsletter-subscribers',
    where: { email: { contains: run } },
  })
})

const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')

describe('newsletter subscribers in the admin', () => {
  it('shows each address as confirmed, pending or unsubscribed', async () => {
    const answer = await rest(
      'GET',
      `/api/newsletter-subscribers?where[email][contains]=${run}&sort=email&limit=10`,
      { headers: staff },
    )
    expect(answer.status).toBe(200)
    const docs = answer.body.docs as Array<{ email: string; status: string }>
    expect(Object.fromEntries(docs.map((doc) => [doc.email, doc.status]))).toEqual({
      [address('bevestigd')]: 'confirmed',
      [address('wacht')]: 'pending',
      [address('weg')]: 'unsubscribed',
      [address('terug')]: 'pending',
    })
  })

  it('exports every address as CSV, with headers and values in the admin language', async () => {
    const answer = await fetchCsv({ ...staff, 'accept-language': 'fr' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-/)
    expect(answer.text.startsWith('\uFEFF')).toBe(true)
    const lines = csvLines(answer.text)
    expect(lines[0]).toBe('E-mail;Statut;Langue;Confirmé le;Désinscrit le')
    expect(lines).toContain(`${address('bevestigd')};Confirmé;Français;2026-11-20 14:05;`)
    expect(lines).toContain(`${address('weg')};Désinscrit;Anglais;;2026-11-21 10:00`)

    const dutch = csvLines((await fetchCsv({ ...staff, 'accept-language': 'nl' })).text)
    expect(dutch[0]).toBe('E-mail;Status;Taal;Bevestigd op;Uitgeschreven op')
    expect(dutch).toContain(`${address('wacht')};Wacht op bevestiging;Nederlands;;`)
    expect(dutch).toContain(`${address('terug')};Wacht op bevestiging;Nederlands;;2026-11-21 10:00`)
  })

  it('refuses the export to anyone but staff', async () => {
    // Nobody signed in, and a customer, whose token Payload refuses: 401.
    expect((await fetchCsv({})).status).toBe(401)
    const refused = await fetchCsv(customer)
    expect(refused.status).toBe(401)
    expect(refused.text).not.toContain(run)
  })
})

/** The export through the app's REST route, its body as text. */
async function fetchCsv(headers: Record<string, string>) {
  const { GET } = await import('@/app/(payload)/api/[...slug]/route')
  const response = await GET(
    new Request('http://localhost:3000/api/newsletter-subscribers/export', { headers }),
    { params: Promise.resolve({ slug: ['newsletter-subscribers', 'export'] }) },
  )
  // Decoded as a spreadsheet would read it, the byte order mark kept.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, text }
}
