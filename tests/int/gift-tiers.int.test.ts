import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import { nativeOrders } from '@/commerce/native/orders'
import { euros } from '@/commerce/rules/money'
import type { Shopper } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'
import { demoGiftTiers } from '@/seed/gift-tiers'
import { seedSettings } from '@/seed/settings'

import { gentDetails } from '../support/addresses'
import { guestShopper } from './support/commerce'
import { catchShopMail } from './support/mailbox'
import { type Ladder, saveLadder } from './support/gift-tiers'
import { testPayload } from './support/payload'
import { mondayMorning, readyToOrder, testOrderLinks, testProduct } from './support/native-shop'

const cart = nativeCart(testPayload, () => mondayMorning)
const checkout = nativeCheckout(testPayload, cart, testOrderLinks, { now: () => mondayMorning })
const orders = nativeOrders(testPayload)
const mailbox = catchShopMail()

const gifts = (nl: string, fr: string, en: string): Record<Locale, string> => ({ nl, fr, en })

// Delivery to France costs €14,95 and is free from €250: the top tier makes it free earlier.
const ladder: Ladder = [
  { from: 5000, freeDelivery: false, gift: gifts('Mosterd', 'Moutarde', 'Mustard') },
  { from: 10000, freeDelivery: false, gift: gifts('Droge worst', 'Saucisson', 'Dry sausage') },
  { from: 20000, freeDelivery: true, gift: gifts('Côte à l’os', 'Côte à l’os', 'Rib of beef') },
]

let steak: number
let voucher: number

beforeAll(async () => {
  const payload = await testPayload()
  await seedSettings(payload)
  await saveLadder(payload, ladder)
  steak = (await testProduct('Tierbiefstuk', { priceCents: 4000 })).id
  voucher = (
    await testProduct('Tiercadeaubon', {
      priceCents: 10000,
      vatClass: 'standard',
      giftCard: true,
      giftCardAmountCents: 10000,
    })
  ).id
})

// The other test files share this database: they find the demo shop's ladder again.
afterAll(async () => saveLadder(await testPayload(), demoGiftTiers))

/** A guest in `locale` with `quantity` steaks (€40 each) to be delivered in France. */
async function franceCart(locale: Locale, quantity: number): Promise<Shopper> {
  const shopper = await guestShopper(locale)
  await cart.change(shopper, { type: 'country', country: 'FR' })
  await cart.change(shopper, { type: 'add', productId: steak, quantity })
  return shopper
}

describe('gift tiers in the cart (native backend)', () => {
  it('names the next gift and what is missing, below the first tier', async () => {
    const shown = await cart.get(await franceCart('fr', 1))
    expect(shown.gift).toBeNull()
    expect(shown.nextGift).toEqual({
      name: 'Moutarde',
      freeDelivery: false,
      remaining: euros(1000),
    })
    expect(shown.totals.shipping).toEqual(euros(1495))
  })

  it('gives one tier’s gift and names the better one, boundaries included', async () => {
    const atFirst = await cart.get(await franceCart('en', 2))
    expect(atFirst.gift).toEqual({ name: 'Mustard', freeDelivery: false })
    expect(atFirst.nextGift).toEqual({
      name: 'Dry sausage',
      freeDelivery: false,
      remaining: euros(2000),
    })

    const second = await cart.get(await franceCart('nl', 3))
    expect(second.gift).toEqual({ name: 'Droge worst', freeDelivery: false })
    expect(second.nextGift).toEqual({
      name: 'Côte à l’os',
      freeDelivery: true,
      remaining: euros(8000),
    })
    expect(second.totals.shipping).toEqual(euros(1495))
    expect(second.totals.total).toEqual(euros(12000 + 1495))
  })

  it('delivers free at the top tier, below the country’s own free-delivery amount', async () => {
    const top = await cart.get(await franceCart('en', 5))
    expect(top.gift).toEqual({ name: 'Rib of beef', freeDelivery: true })
    expect(top.nextGift).toBeNull()
    expect(top.totals.shipping).toEqual(euros(0))
    expect(top.totals.total).toEqual(euros(20000))
  })

  it('does not count a gift voucher bought toward a tier or its free delivery', async () => {
    const shopper = await franceCart('en', 3)
    const mixed = await cart.change(shopper, {
      type: 'add',
      productId: voucher,
      quantity: 1,
      giftCard: {
        recipientName: 'Marie',
        recipientEmail: 'marie@example.be',
        senderName: 'Jan',
        senderEmail: 'jan@example.be',
        message: '',
      },
    })
    expect(mixed.totals.subtotal).toEqual(euros(22000))
    expect(mixed.gift).toEqual({ name: 'Dry sausage', freeDelivery: false })
    expect(mixed.nextGift).toMatchObject({ name: 'Rib of beef', remaining: euros(8000) })
    expect(mixed.totals.shipping).toEqual(euros(1495))
  })
})

describe('gift tiers on the order', () => {
  it('puts the top tier’s gift on the order and its e-mail, in the order’s language', async () => {
    const email = `tiers-${randomUUID()}@example.be`
    const shopper = await readyToOrder({ cart, checkout }, [{ id: steak, quantity: 5 }], {
      details: gentDetails(email),
    })
    const placed = await checkout.placeOrder(shopper, {
      paymentMethod: 'banktransfer',
      idempotencyKey: randomUUID(),
    })

    const placedOrder = await orders.get(shopper, placed.orderId)
    expect(placedOrder!.lines.at(-1)).toMatchObject({
      productId: null,
      name: 'Rib of beef',
      quantity: 1,
      total: { amount: 0 },
    })
    expect(placedOrder!.totals.shipping).toEqual(euros(0))
    expect(placedOrder!.total).toEqual(euros(20000))
    expect(mailbox().to(email)[0].text).toContain('1 × Rib of beef')
  })
})

describe('gift tiers in the settings', () => {
  it('refuses two tiers from the same amount, with a word', async () => {
    const payload = await testPayload()
    const twins = [ladder[0], { ...ladder[1], from: ladder[0].from }]
    const refused = await saveLadder(payload, twins).then(
      () => 'saved',
      (error: { data?: unknown }) => JSON.stringify(error.data),
    )
    expect(refused).toMatch(
      /Elke stap heeft een ander bedrag|Chaque palier a un montant différent|Each tier has a different amount/,
    )
  })
})
