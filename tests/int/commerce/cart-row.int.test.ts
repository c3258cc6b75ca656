import { describe, expect, it } from 'vitest'

import { readCartRow } from '@/commerce/native/cart-row'

import { signedUp } from '../support/commerce'
import { testProduct } from '../support/native-shop'
import { testPayload, uniqueSlug } from '../support/payload'
import { statementsDuring } from '../support/statements'

const customerIdOf = async (email: string) => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs[0].id
}

/** The cart as Payload's own `find` gives it at depth 0. */
const payloadDoc = async (id: number) =>
  (await testPayload()).findByID({ collection: 'carts', id, depth: 0, overrideAccess: true })

describe("a cart's row", () => {
  it("is the document Payload's find gives, every field filled, in one statement", async () => {
    const payload = await testPayload()
    const { customer } = await signedUp()
    const customerId = await customerIdOf(customer.email)
    const beef = await testProduct('Rundsgehakt')
    const voucher = await testProduct('Cadeaubon', { giftCard: true, giftCardAmountCents: 2500 })
    const created = await payload.create({
      collection: 'carts',
      data: {
        customer: customerId,
        deliveryMethod: 'pickup',
        deliveryDate: '2026-12-18',
        country: 'NL',
        termsAccepted: true,
        checkout: { contact: { email: customer.email }, note: 'Bel aan' },
        lines: [
          { product: beef.id, quantity: 1.25 },
          {
            product: voucher.id,
            quantity: 1,
            giftCard: {
              recipientName: 'An',
              recipientEmail: 'an@example.be',
              senderName: 'Jan',
              senderEmail: 'jan@example.be',
              message: 'Smakelijk',
            },
          },
        ],
        discountCode: 'WINTER',
        discountDropped: 'expired',
        giftCardCode: 'GIFT-1234',
        mergeNotice: [{ productId: beef.id, quantity: 2 }],
      },
      overrideAccess: true,
    })

    let row: Awaited<ReturnType<typeof readCartRow>> = null
    const statements = await statementsDuring(payload, async () => {
      row = await readCartRow(payload, { customerId, guestId: null })
    })
    expect(statements).toHaveLength(1)
    expect(row).toEqual(await payloadDoc(created.id))
  })

  it("is a guest's bare cart as Payload gives it, and null for nobody or no cart", async () => {
    const payload = await testPayload()
    const guestId = uniqueSlug('guest')
    const created = await payload.create({
      collection: 'carts',
      data: { guestId, deliveryMethod: 'delivery', country: 'BE' },
      overrideAccess: true,
    })
    expect(await readCartRow(payload, { customerId: null, guestId })).toEqual(
      await payloadDoc(created.id),
    )
    expect(
      await readCartRow(payload, { customerId: null, guestId: uniqueSlug('nobody') }),
    ).toBeNull()
    expect(await readCartRow(payload, { customerId: null, guestId: null })).toBeNull()
  })
})
