import { describe, expect, it } from 'vitest'

import { bearerOf } from '@/commerce/nopcommerce/session'

import { nopBackendForFile } from '../support/nopcommerce'

const backend = nopBackendForFile()

describe('nopCommerce language', () => {
  it('keeps a guest’s session as the id GetToken named and its token', async () => {
    const { commerce, double } = backend()
    const session = await commerce.customers.startGuest('nl')
    const [id] = session.split('.')
    expect(double.state.customerIdOf(session)).toBe(Number(id))
  })

  it('tells nopCommerce the language a guest shops in, by its language id', async () => {
    const { commerce, double } = backend()
    const session = await commerce.customers.startGuest('fr')
    const customerId = double.state.customerIdOf(session)!
    expect(double.state.customers.get(customerId)?.languageId).toBe(5)
    await commerce.language.setLanguage({ session, locale: 'en' }, 'en')
    expect(double.state.customers.get(customerId)?.languageId).toBe(1)
  })

  it('lets a session nopCommerce no longer knows change language without an error', async () => {
    const { commerce, double } = backend()
    const session = await commerce.customers.startGuest('nl')
    double.state.tokens.delete(bearerOf(session))
    await expect(commerce.language.setLanguage({ session, locale: 'fr' }, 'fr')).resolves.toBe(
      undefined,
    )
  })
})
