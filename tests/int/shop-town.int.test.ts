import type { Payload } from 'payload'
import { extractText } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'

import { nativeOrders } from '@/commerce/native/orders'
import type { Locale } from '@/commerce/types'
import { seedSettings } from '@/seed/settings'

import { shopAddress, traiteurPeeters } from '../support/addresses'
import { catchShopMail } from './support/mailbox'
import { testPayload, uniqueSlug } from './support/payload'

const orders = nativeOrders(testPayload)
catchShopMail()

let payload: Payload

const towns: Record<Locale, string> = { nl: 'Gent', fr: 'Gand', en: 'Ghent' }

beforeAll(async () => {
  payload = await testPayload()
  await seedSettings(payload)
  // As the seed leaves it, whatever another test saved before.
  for (const locale of ['nl', 'fr', 'en'] as const)
    await payload.updateGlobal({
      slug: 'shop-settings',
      locale,
      data: { address: { ...shopAddress, city: towns[locale] } },
    })
})

/** A paid order in `locale`, billed to a customer outside the shop's town. */
async function paidOrder(locale: Locale) {
  const order = await payload.create({
    collection: 'orders',
    overrideAccess: true,
    depth: 0,
    data: {
      number: uniqueSlug('2026'),
      status: 'pending',
      paymentStatus: 'pending',
      shippingStatus: 'not-shipped',
      deliveryMethod: 'pickup',
      deliveryDate: '2026-11-24',
      locale,
      email: `${uniqueSlug('town')}@example.be`,
      billingAddress: { ...traiteurPeeters, postcode: '2000', city: 'Antwerpen' },
      lines: [
        { name: 'Ribeye', unit: 'kg', quantity: 1, unitPrice: 2000, vatRate: 6, total: 2000 },
      ],
      subtotal: 2000,
      shipping: 0,
      discount: 0,
      total: 2000,
      vat: [{ rate: 6, amount: 113 }],
    },
  })
  return payload.update({
    collection: 'orders',
    id: order.id,
    data: { paymentStatus: 'paid' },
    depth: 0,
    overrideAccess: true,
    context: { changedBy: 'test' },
  })
}

describe('the shop’s town', () => {
  it('has a name in each language', async () => {
    for (const locale of ['nl', 'fr', 'en'] as const) {
      const settings = await payload.findGlobal({ slug: 'shop-settings', locale, depth: 0 })
      expect(settings.address.city).toBe(towns[locale])
      expect(settings.address.street).toBe('Kouter 12')
    }
  })

  it('is named on an invoice in the order’s language', async () => {
    for (const locale of ['nl', 'fr', 'en'] as const) {
      const order = await paidOrder(locale)
      const invoice = await orders.invoice({ session: null, locale }, String(order.id), {
        staff: true,
      })
      const { text } = await extractText(new Uint8Array(invoice!.content), { mergePages: true })
      const words = text.replace(/\s+/g, ' ')
      expect(words).toContain(`9000 ${towns[locale]}`)
      for (const other of Object.values(towns).filter((town) => town !== towns[locale]))
        expect(words).not.toContain(`9000 ${other}`)
    }
  })
})
