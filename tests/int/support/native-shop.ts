import type { Product } from '@/payload-types'

import { testPayload, uniqueSlug } from './payload'

/** Monday 23 November 2026, 08:00 in Brussels: before the cut-off, so tomorrow can be delivered. */
export const mondayMorning = new Date('2026-11-23T07:00:00Z')

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
