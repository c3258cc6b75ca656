/** What every implementation of CheckoutApi must do, ordering from the demo catalog. */
import { beforeAll, describe, expect, it } from 'vitest'

import type { CartApi, CheckoutApi } from '@/commerce/provider'
import { euros } from '@/commerce/rules/money'
import type { ProductSummary, Shopper } from '@/commerce/types'

import { problem } from '../support/any-backend'
import { amsterdamAddress, gentAddress, gentDetails } from '../../support/addresses'
import {
  attempt,
  type Commerce,
  type ConformanceBackend,
  demoProducts,
  newCustomer,
  newGuest,
  orderEmail,
  readyToOrder,
  stockOf,
} from './conformance-backend'

export function checkoutConformance(name: string, setup: () => Promise<ConformanceBackend>) {
  describe(`${name} checkout`, () => {
    let backend: ConformanceBackend
    let commerce: Commerce
    let cart: CartApi
    let checkout: CheckoutApi
    let piece: ProductSummary
    beforeAll(async () => {
      backend = await setup()
      commerce = backend.commerce
      ;({ cart, checkout } = commerce)
      ;({ piece } = await demoProducts(commerce))
    })

    /** A guest with the product in the cart. */
    async function shopping(locale: Shopper['locale'] = 'en') {
      const shopper = await newGuest(commerce, locale)
      await cart.change(shopper, { type: 'add', productId: piece.id, quantity: 1 })
      return shopper
    }

    describe('details', () => {
      it('keeps the contact and addresses the shopper gave', async () => {
        const shopper = await shopping()
        expect(await checkout.details(shopper)).toBeNull()
        const details = {
          ...gentDetails(orderEmail()),
          shipping: { ...gentAddress, street: 'Veldstraat', houseNumber: '1' },
        }
        await checkout.setDetails(shopper, details)
        expect(await checkout.details(shopper)).toEqual(details)
      })

      it('refuses details without an address, and keeps nothing', async () => {
        const shopper = await shopping()
        const details = gentDetails(orderEmail())
        expect(
          await problem(
            checkout.setDetails(shopper, { ...details, billing: { ...gentAddress, street: '' } }),
          ),
        ).toBe('details-required')
        expect(await checkout.details(shopper)).toBeNull()
        expect((await cart.get(shopper)).country).toBe('BE')
      })

      it('moves the cart to the delivery address’s country, with its delivery and VAT', async () => {
        const shopper = await shopping()
        expect((await cart.get(shopper)).country).toBe('BE')
        const details = { ...gentDetails(orderEmail()), shipping: amsterdamAddress }
        await checkout.setDetails(shopper, details)

        expect(await checkout.details(shopper)).toEqual(details)
        const dutch = await cart.get(shopper)
        // Meat is food: 9 % in the Netherlands, delivery taxed with it.
        const gross = piece.price.amount + 1295
        expect(dutch).toMatchObject({
          country: 'NL',
          totals: {
            shipping: euros(1295),
            vat: [{ rate: 9, amount: euros(Math.round((gross * 9) / 109)) }],
            total: euros(gross),
          },
        })
      })

      it('takes a billing address abroad for a pickup, which stays priced in Belgium', async () => {
        const shopper = await shopping()
        await cart.change(shopper, { type: 'delivery', method: 'pickup', date: null })
        // The contact is the billing address's, as the checkout form sends it.
        const email = orderEmail()
        const details = { ...gentDetails(email), billing: { ...amsterdamAddress, email } }
        await checkout.setDetails(shopper, details)
        expect(await checkout.details(shopper)).toEqual(details)
        expect(await cart.get(shopper)).toMatchObject({
          country: 'BE',
          totals: { shipping: euros(0), vat: [{ rate: 6 }], total: piece.price },
        })
      })
    })

    it('offers bank transfer, and for a pickup paying in the shop, in the shopper’s language', async () => {
      const shopper = await shopping('en')
      const delivery = await checkout.paymentMethods(shopper)
      expect(delivery.map((method) => method.id)).toEqual(['banktransfer'])
      await cart.change(shopper, { type: 'delivery', method: 'pickup', date: null })
      const pickup = await checkout.paymentMethods(shopper)
      expect(pickup.map((method) => method.id)).toEqual(['banktransfer', 'pay-at-pickup'])
      for (const method of pickup) expect(method.label.trim()).not.toBe('')
      // Given the cart just read, the same ways.
      expect(await checkout.paymentMethods(shopper, await cart.get(shopper))).toEqual(pickup)

      const inFrench = await checkout.paymentMethods({ ...shopper, locale: 'fr' })
      expect(inFrench.map((method) => method.id)).toEqual(['banktransfer', 'pay-at-pickup'])
      expect(inFrench[0].label).not.toBe(pickup[0].label)
    })

    describe('placing an order', () => {
      it('gives a guest an order number, takes the stock and empties the cart', async () => {
        const before = await stockOf(commerce, piece)
        const shopper = await newGuest(commerce)
        await readyToOrder(commerce, shopper, piece, { quantity: 2 })

        const placed = await checkout.placeOrder(shopper, attempt())

        expect(placed).toEqual({
          orderId: expect.any(String),
          number: expect.stringMatching(/\S/),
          accessToken: expect.stringMatching(/\S/),
          next: { kind: 'completed' },
        })
        expect(await stockOf(commerce, piece)).toBe(before - 2)
        expect((await cart.get(shopper)).lines).toEqual([])
        expect(await cart.itemCount(shopper)).toBe(0)
      })

      it('carries a fax given at checkout into the order’s addresses', async () => {
        const shopper = await newGuest(commerce)
        const { email } = await readyToOrder(commerce, shopper, piece)
        const billing = { ...gentAddress, email, fax: '+32 9 123 45 68' }
        await checkout.setDetails(shopper, { ...gentDetails(email), billing })
        expect((await checkout.details(shopper))?.billing.fax).toBe('+32 9 123 45 68')

        const { orderId } = await checkout.placeOrder(shopper, attempt())

        const order = await commerce.orders.get(shopper, orderId)
        expect(order?.billingAddress.fax).toBe('+32 9 123 45 68')
        expect(order?.shippingAddress?.fax).toBe('+32 9 123 45 68')
      })

      it('places a signed-in customer’s order in the same way', async () => {
        const { shopper } = await newCustomer(commerce)
        await readyToOrder(commerce, shopper, piece)
        const placed = await checkout.placeOrder(shopper, attempt())
        expect(placed.number).toMatch(/\S/)
        expect((await cart.get(shopper)).lines).toEqual([])
      })

      it('gives the same order for the same attempt sent again', async () => {
        const before = await stockOf(commerce, piece)
        const shopper = await newGuest(commerce)
        await readyToOrder(commerce, shopper, piece)
        const once = attempt()
        const first = await checkout.placeOrder(shopper, once)
        const again = await checkout.placeOrder(shopper, once)
        expect(again).toEqual(first)
        expect(await stockOf(commerce, piece)).toBe(before - 1)
      })

      it('lets a guest pick up and pay in the shop', async () => {
        const shopper = await newGuest(commerce)
        await readyToOrder(commerce, shopper, piece, { method: 'pickup' })
        const placed = await checkout.placeOrder(shopper, attempt('pay-at-pickup'))
        expect(await commerce.orders.get(shopper, placed.orderId)).toMatchObject({
          deliveryMethod: 'pickup',
          shippingAddress: null,
          payment: { method: 'pay-at-pickup', reference: null },
          totals: { shipping: euros(0), total: piece.price },
        })
      })

      it('mails the shopper a confirmation with the order number', async ({ skip }) => {
        skip(!backend.mailbox, 'the backend’s mail cannot be read here')
        const shopper = await newGuest(commerce)
        const { email } = await readyToOrder(commerce, shopper, piece)
        const placed = await checkout.placeOrder(shopper, attempt())
        const mails = backend.mailbox!.to(email)
        expect(mails).toHaveLength(1)
        expect(`${mails[0].subject}\n${mails[0].text}`).toContain(placed.number)
      })

      it('refuses an empty cart, or one without a date or accepted terms, and takes nothing', async () => {
        const before = await stockOf(commerce, piece)
        expect(await problem(checkout.placeOrder(await newGuest(commerce), attempt()))).toBe(
          'cart-empty',
        )

        const undated = await newGuest(commerce)
        await readyToOrder(commerce, undated, piece)
        await cart.change(undated, { type: 'delivery', method: 'delivery', date: null })
        expect(await problem(checkout.placeOrder(undated, attempt()))).toBe('date-required')

        const noTerms = await newGuest(commerce)
        await readyToOrder(commerce, noTerms, piece)
        await cart.change(noTerms, { type: 'terms', accepted: false })
        expect(await problem(checkout.placeOrder(noTerms, attempt()))).toBe('terms-required')

        expect((await cart.get(noTerms)).lines).toHaveLength(1)
        expect(await stockOf(commerce, piece)).toBe(before)
      })

      it('places an order to the Netherlands at the Dutch delivery rate and VAT', async () => {
        const shopper = await newGuest(commerce)
        const email = orderEmail()
        await readyToOrder(commerce, shopper, piece, { email })
        const dutch = { ...gentDetails(email), billing: { ...amsterdamAddress, email } }
        await checkout.setDetails(shopper, dutch)
        const priced = await cart.get(shopper)
        expect(priced.country).toBe('NL')

        const placed = await checkout.placeOrder(shopper, {
          ...attempt(),
          expectedTotal: priced.totals.total.amount,
        })
        const order = await commerce.orders.get(shopper, placed.orderId)
        expect(order).toMatchObject({
          shippingAddress: { city: 'Amsterdam', country: 'NL' },
          totals: {
            shipping: euros(1295),
            vat: priced.totals.vat,
            total: priced.totals.total,
          },
        })
        expect(order!.lines.map((line) => line.vatRate)).toEqual([9])
      })

      it('refuses a payment method not offered, a changed total or a changed country', async () => {
        const before = await stockOf(commerce, piece)
        const shopper = await newGuest(commerce)
        await readyToOrder(commerce, shopper, piece)
        expect(await problem(checkout.placeOrder(shopper, attempt('pay-at-pickup')))).toBe(
          'payment-method-unavailable',
        )
        expect(
          await problem(checkout.placeOrder(shopper, { ...attempt(), expectedTotal: 1 })),
        ).toBe('price-changed')
        await cart.change(shopper, { type: 'country', country: 'NL' })
        expect(await problem(checkout.placeOrder(shopper, attempt()))).toBe('country-mismatch')

        expect((await cart.get(shopper)).lines).toHaveLength(1)
        expect(await stockOf(commerce, piece)).toBe(before)
      })
    })
  })
}
