import { describe, expect, it } from 'vitest'

import { euros } from '@/commerce/rules/money'
import type { AddressInput, Order } from '@/commerce/types'
import { orderConfirmationMail } from '@/mail/order-confirmation'

const bank = { accountHolder: 'De Vleesboetiek', iban: 'BE68539007547034', bic: 'GKCCBEBB' }
const link = 'https://shop.example/orderdetails/7?token=t'

const berlin: AddressInput = {
  firstName: 'Jonas',
  lastName: 'Weber',
  email: 'jonas@example.de',
  phone: '+49 30 1234567',
  company: null,
  vatNumber: null,
  street: 'Unter den Linden',
  houseNumber: '5',
  postcode: '10117',
  city: 'Berlin',
  country: 'DE',
  extraInfo: null,
}

/** An order of €50 of meat delivered to Germany: €14.95 delivery, 7 % VAT on both. */
const germanOrder = (change: Partial<Order> = {}): Order => ({
  id: '7',
  number: '2026-000042',
  createdAt: '2026-11-23T08:00:00.000Z',
  total: euros(6495),
  invoice: null,
  status: 'pending',
  paymentStatus: 'pending',
  shippingStatus: 'not-shipped',
  email: berlin.email,
  phone: berlin.phone,
  locale: 'en',
  billingAddress: berlin,
  shippingAddress: berlin,
  deliveryMethod: 'delivery',
  deliveryDate: '2026-11-24',
  timeWindow: { from: '08:00', until: '20:00' },
  payment: { method: 'banktransfer', reference: '+++202/6000/04286+++', online: null },
  lines: [
    {
      productId: 1,
      name: 'Ribeye',
      unit: 'piece',
      quantity: 2,
      unitPrice: euros(2500),
      vatRate: 7,
      total: euros(5000),
    },
  ],
  totals: {
    subtotal: euros(5000),
    discount: euros(0),
    shipping: euros(1495),
    vat: [{ rate: 7, amount: euros(425) }],
    giftCards: [],
    total: euros(6495),
  },
  ...change,
})

describe('orderConfirmationMail', () => {
  it('shows the delivery, the total and the VAT of the delivery country, and the country', async () => {
    const mail = await orderConfirmationMail(germanOrder(), bank, link)
    expect(mail.text).toContain('Delivery: €14.95\nTotal: €64.95\nIncluding VAT 7%: €4.25')
    expect(mail.text).toContain('to Unter den Linden 5, 10117 Berlin, Germany.')
    expect(mail.html).toContain('Delivery: €14.95<br>Total: €64.95<br>Including VAT 7%: €4.25')
  })

  it('words them in the order’s language', async () => {
    const dutch = await orderConfirmationMail(
      germanOrder({
        locale: 'nl',
        totals: { ...germanOrder().totals, vat: [{ rate: 5.5, amount: euros(339) }] },
      }),
      bank,
      link,
    )
    expect(dutch.text).toMatch(/Levering: €\s14,95\nTotaal: €\s64,95\nInbegrepen btw 5,5%: €\s3,39/)
    expect(dutch.text).toContain('10117 Berlin, Duitsland.')
    const french = await orderConfirmationMail(germanOrder({ locale: 'fr' }), bank, link)
    expect(french.text).toMatch(/Livraison : 14,95\s€\nTotal : 64,95\s€\nDont TVA 7 % : 4,25\s€/)
    expect(french.text).toContain('10117 Berlin, Allemagne.')
  })

  it('says delivery is free when it is, and names none for a pickup', async () => {
    const free = germanOrder({ totals: { ...germanOrder().totals, shipping: euros(0) } })
    expect((await orderConfirmationMail(free, bank, link)).text).toContain('Delivery: free\n')
    const pickup = germanOrder({
      deliveryMethod: 'pickup',
      shippingAddress: null,
      totals: { ...germanOrder().totals, shipping: euros(0) },
    })
    expect((await orderConfirmationMail(pickup, bank, link)).text).not.toContain('Delivery:')
  })
})
