import { describe, expect, it } from 'vitest'

import type { Registration } from '@/commerce/types'

import { registration as baseRegistration, problem, testCustomers } from '../support/commerce'
import { uniqueSlug } from '../support/payload'

const customers = testCustomers
const registration = (change: Partial<Registration> = {}) =>
  baseRegistration({
    gender: 'female',
    firstName: 'Marie',
    lastName: 'Dubois',
    password: 'filet-pur-8',
    phone: '+32 470 12 34 56',
    locale: 'fr',
    ...change,
  })

describe('native customers', () => {
  it('registers a customer who can then sign in, with any capitals in the address', async () => {
    const input = registration()
    const created = await customers.register(input)
    expect(created).toMatchObject({ firstName: 'Marie', lastName: 'Dubois', locale: 'fr' })

    const signedIn = await customers.signIn(input.email.toUpperCase(), input.password, null)
    expect(signedIn?.customer).toEqual(created)
    expect(await customers.info(signedIn!.session)).toEqual(created)
  })

  it('does not sign in with a wrong password or an unknown address', async () => {
    const input = registration()
    await customers.register(input)
    expect(await customers.signIn(input.email, 'wrong-password', null)).toBeNull()
    expect(await customers.signIn(`${uniqueSlug('nobody')}@example.be`, 'x', null)).toBeNull()
  })

  it('refuses a second account for one address, and bad input', async () => {
    const input = registration()
    await customers.register(input)
    expect(await problem(customers.register({ ...input, firstName: 'Other' }))).toBe('email-exists')
    expect(await problem(customers.register(registration({ email: 'not-an-address' })))).toBe(
      'invalid-email',
    )
    expect(await problem(customers.register(registration({ password: 'short' })))).toBe(
      'password-too-short',
    )
    expect(await problem(customers.register(registration({ lastName: ' ' })))).toBe('required')
  })

  it('knows no customer behind a guest’s, a made-up or an altered session', async () => {
    const guest = await customers.startGuest('nl')
    expect(await customers.info(guest)).toBeNull()
    expect(await customers.info('c.1.made-up')).toBeNull()
    const input = registration()
    await customers.register(input)
    const { session } = (await customers.signIn(input.email, input.password, null))!
    const [, id, signature] = session.split('.')
    expect(await customers.info(`c.${Number(id) + 1}.${signature}`)).toBeNull()
    expect(await customers.info(`c.987654.${signature}`)).toBeNull()
  })
})

describe('what sign-in gives away', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]
  const timed = async (work: () => Promise<unknown>) => {
    const start = performance.now()
    await work()
    return performance.now() - start
  }

  it('takes as long for an unknown address as for a wrong password', async () => {
    const { email } = await testCustomers.register(registration())
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await timed(() => testCustomers.signIn(email, 'wrong-password', null)))
      unknown.push(
        await timed(() => testCustomers.signIn(`${uniqueSlug('x')}@example.be`, 'wrong', null)),
      )
    }
    // Before the decoy check: about 250 ms against 15 ms. Now both run one password hash.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5)
    expect(median(unknown) / median(known)).toBeLessThan(2)
  })
})
