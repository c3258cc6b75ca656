/** What every implementation of OrderApi must do: who sees an order, and what it holds. */
import { beforeAll, describe, expect, it } from 'vitest'

import type { OrderApi } from '@/commerce/provider'
import { euros } from '@/commerce/rules/money'
import type { PlacedOrder, ProductSummary, Shopper } from '@/commerce/types'

import { problem } from '../support/any-backend'
import { gentAddress } from '../../support/addresses'
import {
  attempt,
  type Commerce,
  type ConformanceBackend,
  demoProducts,
  newCustomer,
  newGuest,
  readyToOrder,
} from './conformance-backend'

const justPlaced = {
  status: 'pending',
  paymentStatus: 'pending',
  shippingStatus: 'not-shipped',
  // An invoice comes with the payment, a credit note with cancelling an invoiced order.
  invoice: null,
  creditNote: null,
}

export function ordersConformance(name: string, setup: () => Promise<ConformanceBackend>) {
  describe(`${name} orders`, () => {
    let commerce: Commerce
    let orders: OrderApi
    let piece: ProductSummary
    let customer: Shopper
    let guest: Shopper
    let customerOrder: PlacedOrder & { date: string; email: string }
    let guestOrder: PlacedOrder
    beforeAll(async () => {
      ;({ commerce } = await setup())
      orders = commerce.orders
      ;({ piece } = await demoProducts(commerce))
      customer = (await newCustomer(commerce)).shopper
      const ready = await readyToOrder(commerce, customer, piece, { quantity: 2 })
      customerOrder = { ...(await commerce.checkout.placeOrder(customer, attempt())), ...ready }
      guest = await newGuest(commerce)
      await readyToOrder(commerce, guest, piece)
      guestOrder = await commerce.checkout.placeOrder(guest, attempt())
    })

    it('lists a customer’s orders, and none for a guest', async () => {
      expect(await orders.list(customer.session!)).toEqual([
        {
          id: customerOrder.orderId,
          number: customerOrder.number,
          createdAt: expect.any(String),
          total: expect.objectContaining({ currency: 'EUR' }),
          ...justPlaced,
        },
      ])
      expect(await orders.list(guest.session!)).toEqual([])
    })

    it('holds what was ordered: lines, addresses, delivery, payment, totals and statuses', async () => {
      const order = await orders.get(customer, customerOrder.orderId)
      const subtotal = 2 * piece.price.amount
      const shipping = order?.totals.shipping?.amount ?? 0
      const address = { ...gentAddress, email: customerOrder.email }
      expect(shipping).toBeGreaterThan(0)
      expect(order).toMatchObject({
        id: customerOrder.orderId,
        number: customerOrder.number,
        ...justPlaced,
        email: customerOrder.email,
        locale: 'en',
        billingAddress: address,
        shippingAddress: address,
        deliveryMethod: 'delivery',
        deliveryDate: customerOrder.date,
        timeWindow: (await commerce.cart.bookingOptions('BE')).windows.delivery,
        payment: { method: 'banktransfer' },
        lines: [
          {
            productId: piece.id,
            name: piece.name,
            unit: 'piece',
            quantity: 2,
            unitPrice: piece.price,
            vatRate: 6,
            total: euros(subtotal),
          },
        ],
        totals: { subtotal: euros(subtotal), total: euros(subtotal + shipping) },
      })
      const [summary] = await orders.list(customer.session!)
      expect(summary.total).toEqual(order?.totals.total)
    })

    it('opens an order for the guest or customer who placed it', async () => {
      expect(await orders.get(customer, customerOrder.orderId)).toMatchObject({
        number: customerOrder.number,
      })
      expect(await orders.get(guest, guestOrder.orderId)).toMatchObject({
        number: guestOrder.number,
      })
    })

    it('opens an order for whoever holds its access token, and for nobody else', async () => {
      const stranger = (await newCustomer(commerce)).shopper
      const otherGuest = await newGuest(commerce)
      for (const { orderId, accessToken, number } of [customerOrder, guestOrder]) {
        expect(await orders.get(stranger, orderId)).toBeNull()
        expect(await orders.get(otherGuest, orderId)).toBeNull()
        expect(await orders.get(stranger, orderId, 'made-up-token')).toBeNull()
        expect(await orders.get(otherGuest, orderId, accessToken)).toMatchObject({ number })
      }
      expect(await orders.get(customer, guestOrder.orderId)).toBeNull()
      expect(await orders.get(stranger, 'not-an-order', customerOrder.accessToken)).toBeNull()
    })

    it('puts an order’s products back in its own shopper’s cart, and no one else’s', async () => {
      const again = await commerce.cart.orderAgain(customer, customerOrder.orderId)
      expect(again.lines).toEqual([
        {
          productId: piece.id,
          name: piece.name,
          unit: 'piece',
          requested: 2,
          added: 2,
          problem: null,
        },
      ])
      expect(again.cart.lines.map((line) => [line.product.id, line.quantity])).toEqual([
        [piece.id, 2],
      ])
      expect(await commerce.cart.get(customer)).toEqual(again.cart)

      const stranger = (await newCustomer(commerce)).shopper
      expect(await problem(commerce.cart.orderAgain(stranger, customerOrder.orderId))).toBe(
        'order-not-found',
      )
      expect(await problem(commerce.cart.orderAgain(customer, 'not-an-order'))).toBe(
        'order-not-found',
      )
      expect((await commerce.cart.get(stranger)).lines).toEqual([])
    })

    it('has no invoice for an order that is not paid, whoever asks', async () => {
      const { orderId, accessToken } = customerOrder
      expect(await orders.invoice(customer, orderId)).toBeNull()
      expect(await orders.invoice(customer, orderId, { token: accessToken })).toBeNull()
    })
  })
}
