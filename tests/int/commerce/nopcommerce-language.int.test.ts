import { describe, expect, it } from 'vitest'

import { nopBackendForFile } from '../support/nopcommerce'

const backend = nopBackendForFile()

describe('nopCommerce language', () => {
  it('tells nopCommerce the language a guest shops in, by its language id', async () => {
    const { commerce, double } = backend()
    const session = await commerce.customers.startGuest('fr')
    const customerId = double.state.tokens.get(session)!
    expect(double.state.customers.get(customerId)?.languageId).toBe(5)
    await commerce.language.setLanguage({ session, locale: 'en' }, 'en')
    expect(double.state.customers.get(customerId)?.languageId).toBe(1)
  })

  it('lets a session nopCommerce no longer knows change language without an error', async () => {
    const { commerce, double } = backend()
    const session = await commerce.customers.startGuest('nl')
    double.state.tokens.delete(session)
    await expect(commerce.language.setLanguage({ session, locale: 'fr' }, 'fr')).resolves.toBe(
      undefined,
    )
  })
})
