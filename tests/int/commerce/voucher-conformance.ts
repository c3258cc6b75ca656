/**
 * What every backend must do with gift vouchers, which are e-mailed: a cart of vouchers only has
 * no delivery, date or pickup, and its order none; in a mixed cart only the goods are delivered.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { problem } from '../support/any-backend'
import { euros } from '@/commerce/rules/money'
import type { ProductSummary, Shopper } from '@/commerce/types'

import { gentDetails } from '../../support/addresses'
import {
  attempt,
  type Commerce,
  type ConformanceBackend,
  newGuest,
  offeredDate,
  orderEmail,
} from './conformance-backend'

const recipient = {
  recipientName: 'Marie',
  recipientEmail: 'marie@example.be',
  senderName: 'Jan',
  senderEmail: 'jan@example.be',
  message: 'Happy birthday!',
}

export function voucherConformance(name: string, setup: () => Promise<ConformanceBackend>) {
  describe(`${name} gift vouchers`, () => {
    let commerce: Commerce
    let piece: ProductSummary
    let voucher: ProductSummary
    beforeAll(async () => {
      ;({ commerce } = await setup())
      // A dearer piece of beef: a few make €100 to €150 of goods, under free delivery in Belgium.
      const beef = await commerce.catalog.products({ locale: 'en', categoryId: 2, pageSize: 48 })
      piece = beef.items
        .filter((item) => item.unit === 'piece' && item.inStock && item.price.amount < 5000)
        .sort((a, b) => b.price.amount - a.price.amount)[0]
      const found = await commerce.catalog.search({ locale: 'en', q: 'gift voucher' })
      voucher = found.items[0]
      expect((await commerce.catalog.product(voucher.id, 'en'))?.giftCard).not.toBeNull()
    })

    const addVoucher = (shopper: Shopper) =>
      commerce.cart.change(shopper, {
        type: 'add',
        productId: voucher.id,
        quantity: 1,
        giftCard: recipient,
      })

    it('orders vouchers only without delivery, date or pickup', async () => {
      const shopper = await newGuest(commerce)
      const cart = await addVoucher(shopper)
      expect(cart.totals.shipping).toBeNull()
      expect(cart.totals.total).toEqual(voucher.price)

      await commerce.cart.change(shopper, { type: 'terms', accepted: true })
      await commerce.checkout.setDetails(shopper, gentDetails(orderEmail()))
      const methods = await commerce.checkout.paymentMethods(shopper)
      expect(methods.map((method) => method.id)).toEqual(['banktransfer'])

      const placed = await commerce.checkout.placeOrder(shopper, {
        ...attempt(),
        expectedTotal: voucher.price.amount,
      })
      expect(await commerce.orders.get(shopper, placed.orderId)).toMatchObject({
        deliveryMethod: null,
        deliveryDate: null,
        timeWindow: null,
        shippingAddress: null,
        totals: { shipping: null, total: voucher.price },
      })
      expect((await commerce.cart.get(shopper)).lines).toEqual([])
    })

    it('still asks for the terms of a cart of vouchers only', async () => {
      const shopper = await newGuest(commerce)
      await addVoucher(shopper)
      await commerce.checkout.setDetails(shopper, gentDetails(orderEmail()))
      expect(await problem(commerce.checkout.placeOrder(shopper, attempt()))).toBe('terms-required')
    })

    it('delivers the goods of a mixed cart, at the rate for the goods, on a date', async () => {
      const shopper = await newGuest(commerce)
      const quantity = Math.ceil(10000 / piece.price.amount)
      await commerce.cart.change(shopper, { type: 'add', productId: piece.id, quantity })
      const goodsOnly = await commerce.cart.get(shopper)
      expect(goodsOnly.totals.subtotal.amount).toBeLessThan(15000)
      const mixed = await addVoucher(shopper)
      // Goods and voucher pass €150 together; the voucher does not make the delivery free.
      expect(mixed.totals.subtotal.amount).toBeGreaterThanOrEqual(15000)
      expect(mixed.totals.shipping).toEqual(goodsOnly.totals.shipping)
      expect(mixed.totals.shipping?.amount).toBeGreaterThan(0)
      expect(mixed.totals.total).toEqual(
        euros(goodsOnly.totals.total.amount + voucher.price.amount),
      )

      await commerce.cart.change(shopper, { type: 'terms', accepted: true })
      await commerce.checkout.setDetails(shopper, gentDetails(orderEmail()))
      expect(await problem(commerce.checkout.placeOrder(shopper, attempt()))).toBe('date-required')
      const date = await offeredDate(commerce, 'delivery')
      await commerce.cart.change(shopper, { type: 'delivery', method: 'delivery', date })
      const placed = await commerce.checkout.placeOrder(shopper, attempt())
      expect(await commerce.orders.get(shopper, placed.orderId)).toMatchObject({
        deliveryMethod: 'delivery',
        deliveryDate: date,
        totals: { shipping: mixed.totals.shipping },
      })

      // Ordering again brings the goods back; a voucher is bought anew for its recipient.
      const again = await commerce.cart.orderAgain(shopper, placed.orderId)
      expect(again.lines).toEqual([
        expect.objectContaining({ productId: piece.id, added: quantity, problem: null }),
        expect.objectContaining({ productId: voucher.id, added: 0, problem: 'gift-voucher' }),
      ])
      expect(again.cart.lines.map((line) => [line.product.id, line.quantity])).toEqual([
        [piece.id, quantity],
      ])
    })
  })
}
