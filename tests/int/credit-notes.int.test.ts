import { randomInt, randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { extractText } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'

import { nativeCart } from '@/commerce/native/cart'
import { nativeCheckout } from '@/commerce/native/checkout'
import { orderAccessToken } from '@/commerce/native/order-access'
import { nativeOrders } from '@/commerce/native/orders'
import { transactionDb } from '@/database/transaction-db'
import { newGiftCardCode } from '@/commerce/rules/gift-card-code'
import { parseCreditNoteNumber } from '@/commerce/rules/invoice-number'
import type { Locale } from '@/commerce/types'
import { invoiceDownload } from '@/lib/invoice-download'
import { seedSettings } from '@/seed/settings'

import { gentDetails, traiteurPeeters } from '../support/addresses'
import { guestIdOf, guestShopper } from './support/commerce'
import { catchShopMail } from './support/mailbox'
import { mondayMorning, stockOf, testOrderLinks, testProduct } from './support/native-shop'
import { testPayload, uniqueSlug } from './support/payload'
import { rest } from './support/rest'

// Monday 23 November 2026, 08:00 in Brussels: tomorrow can be delivered.
const clock = () => mondayMorning
const cart = nativeCart(testPayload, clock)
const checkout = nativeCheckout(testPayload, cart, testOrderLinks, { now: clock })
const orders = nativeOrders(testPayload)
catchShopMail()

let payload: Payload
let admin: { id: number; email: string; collection: 'admins' }
let staffHeaders: Record<string, string>
const nobody = { session: null, locale: 'nl' as const }

/** An order as checkout leaves it, not paid yet: a 6% and a 21% line, delivered, with a discount. */
async function unpaidOrder(change: { guestId?: string; locale?: Locale } = {}) {
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    depth: 0,
    data: {
      number: uniqueSlug('2026'),
      status: 'pending',
      paymentStatus: 'pending',
      shippingStatus: 'not-shipped',
      deliveryMethod: 'delivery',
      deliveryDate: '2026-11-24',
      locale: change.locale ?? 'en',
      email: `${uniqueSlug('payer')}@example.be`,
      guestId: change.guestId,
      billingAddress: traiteurPeeters,
      lines: [
        { name: 'Ribeye', unit: 'kg', quantity: 1.5, unitPrice: 2000, vatRate: 6, total: 3000 },
        { name: 'Apron', unit: 'piece', quantity: 2, unitPrice: 250, vatRate: 21, total: 500 },
      ],
      subtotal: 3500,
      shipping: 595,
      discount: 500,
      total: 3595,
      vat: [
        { rate: 6, amount: 160 },
        { rate: 21, amount: 87 },
      ],
    },
  })
}

const setStatus = (id: number, data: { status?: 'cancelled' | 'processing' | 'pending' }) =>
  payload.update({ collection: 'orders', id, data, depth: 0, user: admin })

const markPaid = (id: number) =>
  payload.update({
    collection: 'orders',
    id,
    data: { paymentStatus: 'paid' },
    depth: 0,
    user: admin,
  })

const invoicedOrder = async (locale: Locale = 'en', guestId?: string) =>
  markPaid((await unpaidOrder({ locale, guestId })).id)

const cancel = (id: number) => setStatus(id, { status: 'cancelled' })

const pdfText = async (content: Uint8Array) =>
  (await extractText(new Uint8Array(content), { mergePages: true })).text.replace(/\s+/g, ' ')

const errorMessage = (body: Record<string, unknown>) =>
  (body.errors as Array<{ message: string }> | undefined)?.[0]?.message ?? ''

const exists = async (id: number) =>
  (await payload.count({ collection: 'orders', where: { id: { equals: id } } })).totalDocs === 1

beforeAll(async () => {
  payload = await testPayload()
  await seedSettings(payload)
  const email = `${uniqueSlug('owner')}@example.be`
  const created = await payload.create({
    collection: 'admins',
    data: { email, password: 'owner-password-123' },
  })
  admin = { ...created, collection: 'admins' }
  const login = await rest('POST', '/api/admins/login', {
    body: { email, password: 'owner-password-123' },
  })
  expect(login.status).toBe(200)
  staffHeaders = { authorization: `JWT ${login.body.token as string}` }
}, 120_000)

describe('deleting an order', () => {
  it('refuses an invoiced order through REST, in the admin’s language, and keeps it', async () => {
    const order = await invoicedOrder()
    const dutch = await rest('DELETE', `/api/orders/${order.id}`, {
      headers: { ...staffHeaders, 'accept-language': 'nl' },
    })
    expect(dutch.status).toBe(403)
    expect(errorMessage(dutch.body)).toBe(
      `Een gefactureerde bestelling kan niet verwijderd worden (${order.invoiceNumber}): annuleer ze, dan krijgt ze een creditnota.`,
    )
    const english = await rest('DELETE', `/api/orders/${order.id}`, {
      headers: { ...staffHeaders, 'accept-language': 'en' },
    })
    expect(english.status).toBe(403)
    expect(errorMessage(english.body)).toContain('An invoiced order cannot be deleted')
    expect(await exists(order.id)).toBe(true)
  })

  it('refuses a bulk delete that holds an invoiced order, and deletes none of it', async () => {
    const invoiced = await invoicedOrder()
    const pending = await unpaidOrder()
    const answer = await rest('DELETE', `/api/orders?where[id][in]=${invoiced.id},${pending.id}`, {
      headers: { ...staffHeaders, 'accept-language': 'fr' },
    })
    expect(answer.status).toBe(403)
    expect(errorMessage(answer.body)).toContain('Une commande facturée ne peut pas être supprimée')
    expect([await exists(invoiced.id), await exists(pending.id)]).toEqual([true, true])
  })

  it('refuses an invoiced order through the local API for a signed-in admin', async () => {
    const order = await invoicedOrder()
    const refused = await payload
      .delete({ collection: 'orders', id: order.id, user: admin, overrideAccess: false })
      .then(
        () => null,
        (error: { status?: number; message: string }) => error,
      )
    expect(refused?.status).toBe(403)
    expect(refused?.message).toContain(order.invoiceNumber)
    expect(await exists(order.id)).toBe(true)
  })

  it('shows no delete in the admin for an invoiced order, and keeps it for one not invoiced', async () => {
    const invoiced = await invoicedOrder()
    const pending = await unpaidOrder()
    const access = async (id: number) =>
      (await rest('POST', `/api/orders/access/${id}`, { headers: staffHeaders })).body
    // Payload leaves out what is refused: no `delete` on the invoiced order.
    const forInvoiced = await access(invoiced.id)
    expect(forInvoiced).toMatchObject({ read: true, update: true })
    expect(forInvoiced.delete ?? false).toBe(false)
    expect(await access(pending.id)).toMatchObject({ delete: { permission: true } })
  })

  it('still deletes a pending order that has no invoice', async () => {
    const order = await unpaidOrder()
    const answer = await rest('DELETE', `/api/orders/${order.id}`, { headers: staffHeaders })
    expect(answer.status).toBe(200)
    expect(await exists(order.id)).toBe(false)
  })

  it('never duplicates an order: no admin button, no endpoint, no local API', async () => {
    const order = await invoicedOrder()
    expect(payload.collections.orders.config.disableDuplicate).toBe(true)
    const answer = await rest('POST', `/api/orders/${order.id}/duplicate`, {
      headers: staffHeaders,
    })
    expect([200, 201]).not.toContain(answer.status)
    await expect(payload.duplicate({ collection: 'orders', id: order.id })).rejects.toThrow()
    const { totalDocs } = await payload.count({
      collection: 'orders',
      where: { invoiceNumber: { equals: order.invoiceNumber } },
    })
    expect(totalDocs).toBe(1)
  })
})

describe('cancelling an invoiced order', () => {
  const balanceOf = async (id: number) =>
    (await payload.findByID({ collection: 'gift-cards', id, depth: 0 })).balance
  const usesOf = async (id: number) =>
    (await payload.findByID({ collection: 'discounts', id, depth: 0 })).uses

  /** An order placed through checkout with 3 pieces, a one-use code and a €10 voucher, then paid. */
  async function paidShopOrder() {
    const sausage = await testProduct('Creditworst', { priceCents: 2000, stock: 10 })
    const code = await payload.create({
      collection: 'discounts',
      data: {
        code: uniqueSlug('credit'),
        kind: 'percentage',
        value: 10,
        active: true,
        usageLimit: 1,
      },
    })
    const card = await payload.create({
      collection: 'gift-cards',
      data: { code: newGiftCardCode(randomInt), amount: 1000, balance: 1000, currency: 'EUR' },
    })
    const shopper = await guestShopper('en')
    await cart.change(shopper, { type: 'add', productId: sausage.id, quantity: 3 })
    await cart.change(shopper, { type: 'delivery', method: 'delivery', date: '2026-11-24' })
    await cart.change(shopper, { type: 'terms', accepted: true })
    await cart.change(shopper, { type: 'discount-code', code: code.code })
    await cart.change(shopper, { type: 'gift-card-code', code: card.code })
    await checkout.setDetails(shopper, gentDetails())
    const placed = await checkout.placeOrder(shopper, {
      paymentMethod: 'banktransfer',
      idempotencyKey: randomUUID(),
    })
    const order = await markPaid(Number(placed.orderId))
    expect(order.invoiceNumber).toMatch(/^F\d{4}-\d{6}$/)
    expect([await stockOf(sausage.id), await usesOf(code.id), await balanceOf(card.id)]).toEqual([
      7, 1, 0,
    ])
    return { order, sausage, code, card }
  }

  it('gives stock, the code’s use and the voucher amount back once, and credits it once', async () => {
    const { order, sausage, code, card } = await paidShopOrder()
    // Through the admin's own REST call, twice at once: one waits for the other's row lock.
    const patch = () =>
      rest('PATCH', `/api/orders/${order.id}`, {
        headers: staffHeaders,
        body: { status: 'cancelled' },
      })
    const answers = await Promise.all([patch(), patch()])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    await cancel(order.id)

    const cancelled = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.invoiceNumber).toBe(order.invoiceNumber)
    expect(cancelled.creditNoteNumber).toMatch(/^C\d{4}-\d{6}$/)
    expect(cancelled.creditNoteDate).toBeTruthy()
    expect([await stockOf(sausage.id), await usesOf(code.id), await balanceOf(card.id)]).toEqual([
      10, 0, 1000,
    ])
    const { docs: history } = await payload.find({
      collection: 'gift-card-transactions',
      where: { giftCard: { equals: card.id } },
      pagination: false,
      depth: 0,
    })
    expect(history.map((entry) => entry.kind).sort()).toEqual(['redeemed', 'returned'])
    const twins = await payload.count({
      collection: 'orders',
      where: { creditNoteNumber: { equals: cancelled.creditNoteNumber } },
    })
    expect(twins.totalDocs).toBe(1)
  })

  it('keeps a credited order cancelled: opening it again is refused with a clear message', async () => {
    const order = await invoicedOrder()
    const credited = await cancel(order.id)
    const reopened = await rest('PATCH', `/api/orders/${order.id}`, {
      headers: { ...staffHeaders, 'accept-language': 'en' },
      body: { status: 'processing' },
    })
    expect(reopened.status).toBe(400)
    expect(JSON.stringify(reopened.body)).toContain(
      'This order was credited with a credit note and stays cancelled.',
    )
    const after = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    expect([after.status, after.creditNoteNumber]).toEqual(['cancelled', credited.creditNoteNumber])
    // Other changes go on as before, and leave the credit note alone.
    const delivered = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { shippingStatus: 'delivered', creditNoteNumber: 'C1999-000001' },
      depth: 0,
      user: admin,
    })
    expect(delivered.creditNoteNumber).toBe(credited.creditNoteNumber)
  })

  it('gives no credit note to an order that was never invoiced', async () => {
    const order = await unpaidOrder()
    const cancelled = await cancel(order.id)
    expect(cancelled.creditNoteNumber ?? null).toBeNull()
    expect(await orders.creditNote(nobody, String(order.id), { staff: true })).toBeNull()
  })

  it('numbers credit notes on without gaps or twins when 12 orders are cancelled at once', async () => {
    const invoiced = await Promise.all(Array.from({ length: 12 }, () => invoicedOrder()))
    // Each order cancelled twice at once: 24 updates, 12 credit notes.
    const cancelled = await Promise.all(
      invoiced.flatMap((order) => [cancel(order.id), cancel(order.id)]),
    )
    const numbers = new Set(cancelled.map((order) => order.creditNoteNumber))
    expect(numbers.size).toBe(12)
    const year = parseCreditNoteNumber([...numbers][0]!)!.year
    const { docs } = await payload.find({
      collection: 'orders',
      where: { creditNoteNumber: { like: `C${year}-` } },
      pagination: false,
      depth: 0,
    })
    const all = docs.map((doc) => parseCreditNoteNumber(doc.creditNoteNumber!)!.sequence)
    expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1))
    // The year's counter stands at the last number given: none was taken and lost.
    const db = await transactionDb(payload)
    const { rows } = await db.execute<{ last: number }>(
      sql`SELECT last FROM credit_note_sequences WHERE year = ${year}`,
    )
    expect(Number(rows[0].last)).toBe(all.length)
  }, 120_000)
})

describe('the credit note PDF', () => {
  it('names the invoice it credits, with every amount and the VAT per rate negative (en)', async () => {
    const order = await cancel((await invoicedOrder('en')).id)
    const pdf = await orders.creditNote(nobody, String(order.id), { staff: true })
    expect(pdf!.filename).toBe(`credit-note-${order.creditNoteNumber}.pdf`)
    const text = await pdfText(pdf!.content)
    expect(text).toContain(`Credit note ${order.creditNoteNumber}`)
    expect(text).toContain(`Credits invoice: ${order.invoiceNumber}`)
    expect(text).toContain(order.number)
    expect(text).toContain('BE 0123.456.789')
    expect(text).toContain('Traiteur Peeters')
    expect(text).toMatch(/Ribeye 1\.5 kg €20\.00 6% -€30\.00/)
    expect(text).toMatch(/Discount €5\.00/)
    expect(text).toMatch(/Total \(VAT included\) -€35\.95/)
    expect(text).toMatch(/VAT 6% -€1\.60/)
    expect(text).toMatch(/VAT 21% -€0\.87/)
    expect(text).toContain(`This credit note cancels invoice ${order.invoiceNumber} in full.`)
  })

  it('speaks the order’s language (fr)', async () => {
    const order = await cancel((await invoicedOrder('fr')).id)
    const pdf = await orders.creditNote(nobody, String(order.id), { staff: true })
    const text = await pdfText(pdf!.content)
    expect(text).toContain(`Note de crédit ${order.creditNoteNumber}`)
    expect(text).toContain(`Crédite la facture: ${order.invoiceNumber}`)
    expect(text).toMatch(/Total \(TVA comprise\) -35,95 €/)
    expect(text).toMatch(/TVA 6 % -1,60 €/)
    expect(text).toMatch(/TVA 21 % -0,87 €/)
  })

  it('downloads for the shopper, the signed link and staff (also to print), 404 for others', async () => {
    const owner = await guestShopper('en')
    const order = await cancel((await invoicedOrder('en', await guestIdOf(owner))).id)
    const id = String(order.id)
    const token = orderAccessToken(payload.secret, order.id)
    const creditNote = { document: 'credit-note' as const }

    const mine = await invoiceDownload(orders, owner, id, {}, creditNote)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-disposition')).toBe(
      `attachment; filename="credit-note-${order.creditNoteNumber}.pdf"`,
    )
    expect(await pdfText(new Uint8Array(await mine.arrayBuffer()))).toContain(
      order.creditNoteNumber!,
    )
    expect((await invoiceDownload(orders, nobody, id, { token }, creditNote)).status).toBe(200)
    const print = await invoiceDownload(
      orders,
      nobody,
      id,
      { staff: true },
      {
        ...creditNote,
        print: true,
      },
    )
    expect(print.headers.get('content-disposition')).toBe(
      `inline; filename="credit-note-${order.creditNoteNumber}.pdf"`,
    )
    // The invoice stays available beside its credit note.
    expect((await invoiceDownload(orders, owner, id, {})).status).toBe(200)
    expect(await orders.get(owner, id)).toMatchObject({
      invoice: { number: order.invoiceNumber },
      creditNote: { number: order.creditNoteNumber },
    })

    const stranger = await guestShopper('en')
    expect((await invoiceDownload(orders, stranger, id, {}, creditNote)).status).toBe(404)
    expect((await invoiceDownload(orders, nobody, id, {}, creditNote)).status).toBe(404)
    const invoicedOnly = await invoicedOrder()
    expect(
      (await invoiceDownload(orders, nobody, String(invoicedOnly.id), { staff: true }, creditNote))
        .status,
    ).toBe(404)
  })
})
