import type { CommerceProvider } from '@/commerce/provider'
import type { CheckoutDetails, DeliveryMethod, GiftCardRecipient, Shopper } from '@/commerce/types'
import type { Product } from '@/payload-types'

import { gentDetails } from '../../support/addresses'
import { guestShopper } from './commerce'
import { testPayload, uniqueSlug } from './payload'

/** Monday 23 November 2026, 08:00 in Brussels: before the cut-off, so tomorrow can be delivered. */
export const mondayMorning = new Date('2026-11-23T07:00:00Z')

/** The day after `mondayMorning`, the first that can be delivered. */
export const tuesday = '2026-11-24'

/** The order link a confirmation e-mail carries, on a made-up shop address. */
export const testOrderLinks = async (orderId: string, token: string, locale: string) =>
  `https://shop.example/${locale}/orderdetails/${orderId}?token=${token}`

type ProductData = Partial<Omit<Product, 'id' | 'categories'>> & { categories?: number[] }

/** A new published product sold per piece, with a unique name; `data` sets what a test needs. */
export async function testProduct(name: string, data: ProductData = {}) {
  const payload = await testPayload()
  return payload.create({
    collection: 'products',
    data: {
      name: uniqueSlug(name),
      sku: uniqueSlug('SKU'),
      priceCents: 900,
      stock: 100,
      unit: 'piece',
      vatClass: 'food',
      outOfStock: 'notice',
      _status: 'published',
      ...data,
    },
  })
}

export const stockOf = async (id: number) =>
  (await (await testPayload()).findByID({ collection: 'products', id, depth: 0 })).stock

export const orderDoc = async (id: string) =>
  (await testPayload()).findByID({ collection: 'orders', id: Number(id), depth: 0 })

type OrderLine = { id: number; quantity?: number; giftCard?: GiftCardRecipient }

type OrderSetup = {
  /** Whose cart: a new guest shopping in English unless given. */
  shopper?: Shopper
  method?: DeliveryMethod
  date?: string
  details?: CheckoutDetails
}

/**
 * Fills a cart up to ordering on the native backend: the lines, the day (delivery on `tuesday`
 * unless given), the terms and the details (the shopper in Gent unless given).
 */
export async function readyToOrder(
  { cart, checkout }: Pick<CommerceProvider, 'cart' | 'checkout'>,
  lines: OrderLine[],
  { shopper, method = 'delivery', date = tuesday, details = gentDetails() }: OrderSetup = {},
): Promise<Shopper> {
  const who = shopper ?? (await guestShopper('en'))
  for (const { id, quantity = 1, giftCard } of lines)
    await cart.change(who, { type: 'add', productId: id, quantity, giftCard })
  await cart.change(who, { type: 'delivery', method, date })
  await cart.change(who, { type: 'terms', accepted: true })
  await checkout.setDetails(who, details)
  return who
}
