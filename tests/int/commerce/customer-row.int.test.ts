import { describe, expect, it } from 'vitest'

import { readCustomerRow, readCustomerSubscription } from '@/commerce/native/customer-row'

import { signedUp, testNewsletter } from '../support/commerce'
import { testPayload } from '../support/payload'
import { statementsDuring } from '../support/statements'

/**
 * What Payload's document holds besides the profile: its timestamps and the sign-in fields. A
 * field added to the collection is none of these, so the comparison fails until the row reads it.
 */
const notProfile = new Set([
  'collection',
  'createdAt',
  'updatedAt',
  'sessions',
  'loginAttempts',
  'lockUntil',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
])

async function customerDoc(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

describe("a customer's row", () => {
  it("is Payload's findByID without its timestamps and sign-in fields, every one filled, in one statement", async () => {
    const payload = await testPayload()
    const { customer } = await signedUp({ company: 'Slagerij Peeters' })
    const { id } = await customerDoc(customer.email)
    await payload.update({
      collection: 'customers',
      id,
      data: {
        gender: 'female',
        phone: '+32 470 12 34 56',
        birthDate: '1984-05-17T00:00:00.000Z',
        fax: '+32 9 123 45 67',
        vatNumber: 'BE0123456749',
        newsletter: true,
        locale: 'fr',
      },
      overrideAccess: true,
    })
    const doc = await payload.findByID({ collection: 'customers', id, depth: 0 })

    let row: Awaited<ReturnType<typeof readCustomerRow>> = null
    const statements = await statementsDuring(payload, async () => {
      row = await readCustomerRow(payload, id)
    })
    expect(statements).toHaveLength(1)
    const profile = Object.entries(doc).filter(([field]) => !notProfile.has(field))
    expect(profile.length).toBeGreaterThanOrEqual(12)
    expect(row).toEqual(Object.fromEntries(profile))
    expect(await readCustomerRow(payload, -1)).toBeNull()
  })

  it("holds the newsletter row of the customer's address, or none", async () => {
    const payload = await testPayload()
    const { customer } = await signedUp()
    const { id } = await customerDoc(customer.email)
    expect(await readCustomerSubscription(payload, id)).toEqual({
      email: customer.email,
      subscriber: null,
    })

    await testNewsletter.subscribe(customer.email, 'nl')
    const { docs } = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: customer.email } },
      overrideAccess: true,
    })
    const [subscriber] = docs
    expect(await readCustomerSubscription(payload, id)).toEqual({
      email: customer.email,
      subscriber: {
        subscribed: subscriber.subscribed,
        unsubscribedAt: subscriber.unsubscribedAt ?? null,
        mailWindowStart: subscriber.mailWindowStart,
      },
    })
    expect(await readCustomerSubscription(payload, -1)).toBeNull()
  })
})
