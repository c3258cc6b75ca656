import { describe, expect, it } from 'vitest'

import { checkCustomerSession, SessionEnded } from '@/auth/session-check'
import { NopUnavailable } from '@/commerce/nopcommerce/http-client'
import type { Customer } from '@/commerce/types'

const customer: Customer = {
  id: 7,
  email: 'an@example.be',
  firstName: 'An',
  lastName: 'Peeters',
  locale: 'nl',
  newsletter: false,
}
const answering = (answer: () => Promise<Customer | null>) => ({ info: answer })

describe('checking a customer’s backend session', () => {
  it('signs the shopper out when the backend no longer knows the session', async () => {
    await expect(
      checkCustomerSession(
        answering(async () => null),
        'expired-token',
      ),
    ).rejects.toBeInstanceOf(SessionEnded)
  })

  it('keeps a session the backend knows', async () => {
    await expect(
      checkCustomerSession(
        answering(async () => customer),
        'token',
      ),
    ).resolves.toBeUndefined()
  })

  it('signs nobody out while the backend does not answer', async () => {
    await expect(
      checkCustomerSession(
        answering(async () => {
          throw new NopUnavailable('GET Customer/Info')
        }),
        'token',
      ),
    ).resolves.toBeUndefined()
  })

  it('asks nothing without a backend session', async () => {
    let asked = false
    await checkCustomerSession(
      answering(async () => {
        asked = true
        return null
      }),
      undefined,
    )
    expect(asked).toBe(false)
  })
})
