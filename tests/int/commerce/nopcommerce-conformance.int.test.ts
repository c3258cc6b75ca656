import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nopCommerce } from '@/commerce/nopcommerce'
import type { CommerceProvider } from '@/commerce/provider'

import { type NopDouble, startNopDouble } from '../../support/nopcommerce-double/server'
import { testPayload } from '../support/payload'

// The commerce interface over the stand-in nopCommerce, started for this file.
let double: NopDouble
let commerce: CommerceProvider

beforeAll(async () => {
  double = await startNopDouble()
  commerce = nopCommerce({ baseUrl: double.url, payload: testPayload, timeoutMs: 3000 })
})

afterAll(async () => {
  await double?.close()
})

describe('nopCommerce language', () => {
  it('tells nopCommerce the language a guest shops in, by its language id', async () => {
    const session = await commerce.customers.startGuest('fr')
    const customerId = double.state.tokens.get(session)!
    expect(double.state.customers.get(customerId)?.languageId).toBe(5)
    await commerce.language.setLanguage({ session, locale: 'en' }, 'en')
    expect(double.state.customers.get(customerId)?.languageId).toBe(1)
  })
})
