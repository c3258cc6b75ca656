import type { Payload } from 'payload'
import { hasAutosaveEnabled, hasDraftValidationEnabled } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload, uniqueSlug } from './support/payload'
import { rest, staffAndCustomerHeaders } from './support/rest'

let payload: Payload
let staff: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  staff = (await staffAndCustomerHeaders(payload)).staff
}, 120_000)

describe('"create new" on products', () => {
  it('saves nothing on opening: autosaved drafts are validated, as on pages and posts', () => {
    const config = payload.collections.products.config
    expect(hasAutosaveEnabled(config)).toBe(true)
    expect(hasDraftValidationEnabled(config)).toBe(true)
    expect(config.admin.components?.edit?.PublishButton).toBe(
      payload.collections.pages.config.admin.components?.edit?.PublishButton,
    )
  })

  it('keeps a draft that has only a name, and asks for the price on publishing, in the admin’s language', async () => {
    const draft = await rest('POST', '/api/products?draft=true', {
      headers: staff,
      body: { name: uniqueSlug('Halfworst'), _status: 'draft' },
    })
    expect(draft.status).toBe(201)
    const id = (draft.body.doc as { id: number }).id

    const french = await rest('PATCH', `/api/products/${id}`, {
      headers: { ...staff, 'accept-language': 'fr' },
      body: { _status: 'published' },
    })
    expect(french.status).toBe(400)
    expect(JSON.stringify(french.body)).toMatch(/priceCents/)
    expect(JSON.stringify(french.body)).not.toMatch(/This field is required/)

    const published = await rest('PATCH', `/api/products/${id}`, {
      headers: staff,
      body: { priceCents: 650, _status: 'published' },
    })
    expect(published.status).toBe(200)
  })

  it('still checks a draft’s other rules: a stock below zero is refused, in the admin’s language', async () => {
    const refused = await rest('POST', '/api/products?draft=true', {
      headers: { ...staff, 'accept-language': 'nl' },
      body: { name: uniqueSlug('Minconcept'), stock: -1, _status: 'draft' },
    })
    expect(refused.status).toBe(400)
    // The notice above the form too: in Dutch, naming the field by its label.
    const [notice] = refused.body.errors as Array<{ message: string }>
    expect(notice.message).toBe('Het volgende veld is ongeldig: Voorraad')
  })
})
