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
})
