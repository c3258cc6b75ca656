/** What every implementation of CartApi must do, shopping the demo catalog. */
import { beforeAll, describe, expect, it } from 'vitest'

import type { CartApi } from '@/commerce/provider'
import { euros } from '@/commerce/rules/money'
import type { Cart, ProductSummary, Shopper } from '@/commerce/types'

import { problem } from '../support/any-backend'
import {
  type Commerce,
  type ConformanceBackend,
  demoProducts,
  newCustomer,
  newGuest,
  stockOf,
} from './conformance-backend'

const quantities = (cart: Cart) => cart.lines.map((line) => [line.product.id, line.quantity])

/** The Belgian VAT on food (6 %) that an amount includes. */
const foodVat = (amount: number) => [{ rate: 6, amount: euros(Math.round((amount * 6) / 106)) }]

export function cartConformance(name: string, setup: () => Promise<ConformanceBackend>) {
  describe(`${name} cart`, () => {
    let commerce: Commerce
    let cart: CartApi
    let piece: ProductSummary
    let kg: ProductSummary
    let soldOut: ProductSummary
    beforeAll(async () => {
      ;({ commerce } = await setup())
      cart = commerce.cart
      ;({ piece, kg, soldOut } = await demoProducts(commerce))
    })

    const guest = () => newGuest(commerce)
    const add = (shopper: Shopper, product: ProductSummary, quantity: number) =>
      cart.change(shopper, { type: 'add', productId: product.id, quantity })

    it('is empty for a new guest, for delivery in Belgium', async () => {
      const shopper = await guest()
      const empty = await cart.get(shopper)
      expect(empty).toMatchObject({
        lines: [],
        itemCount: 0,
        deliveryMethod: 'delivery',
        deliveryDate: null,
        country: 'BE',
        termsAccepted: false,
      })
      expect(empty.totals.total).toEqual(euros(0))
      expect(await cart.itemCount(shopper)).toBe(0)
    })

    it('adds to the line of a product already there, and counts a weighed product once', async () => {
      const shopper = await guest()
      await add(shopper, piece, 1)
      await add(shopper, piece, 2)
      const result = await add(shopper, kg, kg.quantityLimits.min)

      expect(quantities(result)).toEqual([
        [piece.id, 3],
        [kg.id, kg.quantityLimits.min],
      ])
      expect(result.itemCount).toBe(4)
      expect(await cart.itemCount(shopper)).toBe(4)
      expect(await cart.get(shopper)).toEqual(result)
    })

    it('totals with VAT included, charging delivery but not a pickup', async () => {
      const shopper = await guest()
      await add(shopper, piece, 3)
      const delivered = await add(shopper, kg, kg.quantityLimits.min)
      const subtotal = 3 * piece.price.amount + Math.round(kg.price.amount * kg.quantityLimits.min)
      expect(delivered.lines[0]).toMatchObject({
        unitPrice: piece.price,
        lineTotal: euros(3 * piece.price.amount),
      })
      const shipping = delivered.totals.shipping?.amount ?? 0
      expect(shipping).toBeGreaterThan(0)
      expect(delivered.totals).toMatchObject({
        subtotal: euros(subtotal),
        vat: foodVat(subtotal + shipping),
        total: euros(subtotal + shipping),
      })

      const pickup = await cart.change(shopper, { type: 'delivery', method: 'pickup', date: null })
      expect(pickup.totals.shipping?.amount ?? 0).toBe(0)
      expect(pickup.totals).toMatchObject({ vat: foodVat(subtotal), total: euros(subtotal) })
    })

    it('keeps each shopper to their own cart', async () => {
      await add(await guest(), piece, 2)
      expect((await cart.get(await guest())).lines).toEqual([])
    })

    it('changes a line’s quantity and removes the line', async () => {
      const shopper = await guest()
      const lineId = (await add(shopper, piece, 1)).lines[0].id
      const changed = await cart.change(shopper, { type: 'set-quantity', lineId, quantity: 4 })
      expect(quantities(changed)).toEqual([[piece.id, 4]])
      const removed = await cart.change(shopper, { type: 'remove', lineId })
      expect(removed.lines).toEqual([])
    })

    it('offers delivery and pickup dates, soonest first, and the shop’s times', async () => {
      const options = await cart.bookingOptions('BE')
      for (const dates of [options.dates.delivery, options.dates.pickup]) {
        expect(dates.length).toBeGreaterThan(0)
        expect(dates).toEqual([...dates].sort())
        for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
      expect(options.orderCutoff).toMatch(/^\d{2}:\d{2}$/)
      expect(options.pickupUntil).toMatch(/^\d{2}:\d{2}$/)
    })

    it('books a date on offer and refuses one that is not, changing nothing', async () => {
      const { dates } = await cart.bookingOptions('BE')
      const shopper = await guest()
      await add(shopper, piece, 1)
      const delivery = dates.delivery.at(-1)!
      expect(
        await cart.change(shopper, { type: 'delivery', method: 'delivery', date: delivery }),
      ).toMatchObject({ deliveryMethod: 'delivery', deliveryDate: delivery })
      const pickup = dates.pickup.at(-1)!
      const booked = await cart.change(shopper, {
        type: 'delivery',
        method: 'pickup',
        date: pickup,
      })
      expect(booked).toMatchObject({ deliveryMethod: 'pickup', deliveryDate: pickup })

      for (const date of ['2000-01-04', 'tomorrow'])
        expect(
          await problem(cart.change(shopper, { type: 'delivery', method: 'delivery', date })),
        ).toBe('date-unavailable')
      expect(await cart.get(shopper)).toEqual(booked)
    })

    it('keeps whether the shopper accepted the terms', async () => {
      const shopper = await guest()
      await add(shopper, piece, 1)
      expect((await cart.change(shopper, { type: 'terms', accepted: true })).termsAccepted).toBe(
        true,
      )
      expect((await cart.get(shopper)).termsAccepted).toBe(true)
      expect((await cart.change(shopper, { type: 'terms', accepted: false })).termsAccepted).toBe(
        false,
      )
    })

    it('refuses what cannot be bought and changes nothing', async () => {
      const shopper = await guest()
      await add(shopper, piece, 1)
      const before = await cart.get(shopper)

      expect(await problem(add(shopper, piece, await stockOf(commerce, piece)))).toBe(
        'not-enough-stock',
      )
      expect(await problem(add(shopper, soldOut, 1))).toBe('out-of-stock')
      expect(
        await problem(cart.change(shopper, { type: 'add', productId: 999_999, quantity: 1 })),
      ).toBe('product-unavailable')
      expect(await problem(add(shopper, piece, 0.5))).toBe('invalid-quantity')
      expect(await problem(cart.change(shopper, { type: 'remove', lineId: 'not-a-line' }))).toBe(
        'line-not-found',
      )
      expect(await cart.get(shopper)).toEqual(before)
    })

    it('moves a guest’s cart into the account at sign-in, adding up the same product', async () => {
      const { shopper: customer, email, password } = await newCustomer(commerce)
      await add(customer, piece, 1)
      const visitor = await guest()
      await add(visitor, piece, 2)
      await add(visitor, kg, kg.quantityLimits.min)

      const signedIn = await commerce.customers.signIn(email, password, visitor.session)
      expect(signedIn?.customer.email).toBe(email)
      const merged = await cart.get({ session: signedIn!.session, locale: 'en' })
      expect(quantities(merged)).toEqual([
        [piece.id, 3],
        [kg.id, kg.quantityLimits.min],
      ])
      expect((await cart.get(visitor)).lines).toEqual([])
    })

    it('keeps the guest’s delivery, date, terms and country over the account’s stale choices', async () => {
      const { dates } = await cart.bookingOptions('BE')
      const { shopper: customer, email, password } = await newCustomer(commerce)
      await add(customer, kg, kg.quantityLimits.min)
      await cart.change(customer, { type: 'delivery', method: 'pickup', date: dates.pickup[0] })
      const visitor = await guest()
      await add(visitor, piece, 1)
      const date = dates.delivery.at(-1)!
      await cart.change(visitor, { type: 'delivery', method: 'delivery', date })
      await cart.change(visitor, { type: 'terms', accepted: true })
      const chosen = await cart.get(visitor)

      const signedIn = await commerce.customers.signIn(email, password, visitor.session)
      const merged = await cart.get({ session: signedIn!.session, locale: 'en' })
      expect(merged).toMatchObject({
        deliveryMethod: 'delivery',
        deliveryDate: date,
        timeSlot: chosen.timeSlot,
        country: chosen.country,
        termsAccepted: true,
      })
      expect(merged.totals.shipping?.amount ?? 0).toBeGreaterThan(0)
      expect(quantities(merged)).toEqual([
        [kg.id, kg.quantityLimits.min],
        [piece.id, 1],
      ])
    })

    it('keeps the account’s choices when the guest brings no lines', async () => {
      const { dates } = await cart.bookingOptions('BE')
      const { shopper: customer, email, password } = await newCustomer(commerce)
      await add(customer, piece, 1)
      const pickup = dates.pickup.at(-1)!
      await cart.change(customer, { type: 'delivery', method: 'pickup', date: pickup })
      await cart.change(customer, { type: 'terms', accepted: true })
      const visitor = await guest()
      await cart.change(visitor, { type: 'terms', accepted: false })

      const signedIn = await commerce.customers.signIn(email, password, visitor.session)
      expect(await cart.get({ session: signedIn!.session, locale: 'en' })).toMatchObject({
        deliveryMethod: 'pickup',
        deliveryDate: pickup,
        termsAccepted: true,
      })
    })

    it('lowers a merged line to the stock and tells the customer once', async () => {
      const { shopper: customer, email, password } = await newCustomer(commerce)
      const stock = await stockOf(commerce, piece)
      await add(customer, piece, stock)
      const visitor = await guest()
      await add(visitor, piece, 1)

      const signedIn = await commerce.customers.signIn(email, password, visitor.session)
      const shopper = { session: signedIn!.session, locale: 'en' as const }
      expect(quantities(await cart.get(shopper))).toEqual([[piece.id, stock]])
      expect(await cart.takeMergeNotice(shopper)).toEqual([
        { productId: piece.id, name: piece.name, requested: stock + 1, kept: stock },
      ])
      expect(await cart.takeMergeNotice(shopper)).toEqual([])
    })
  })
}
