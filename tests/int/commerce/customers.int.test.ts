import { describe, expect, it } from 'vitest'

import { registration, testCustomers } from '../support/commerce'
import { uniqueSlug } from '../support/payload'

const customers = testCustomers

describe('native customers', () => {
  it('knows no customer behind a made-up signature or an altered customer id', async () => {
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
