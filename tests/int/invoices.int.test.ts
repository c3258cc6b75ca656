import type { Payload } from 'payload'
import { extractText } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'

import { orderAccessToken } from '@/commerce/native/order-access'
import { nativeOrders } from '@/commerce/native/orders'
import { parseInvoiceNumber } from '@/commerce/rules/invoice-number'
import type { Locale } from '@/commerce/types'
import { invoiceDownload } from '@/lib/invoice-download'
import { seedSettings } from '@/seed/settings'

import { guestIdOf, guestShopper } from './support/commerce'
import { catchShopMail } from './support/mailbox'
import { testPayload, uniqueSlug } from './support/payload'
import { traiteurPeeters } from '../support/addresses'

const orders = nativeOrders(testPayload)
const mailbox = catchShopMail()
let payload: Payload

/** An order as checkout leaves it, not paid yet: a 6% and a 21% line, delivered, with a discount. */
async function unpaidOrder(change: { guestId?: string; locale?: Locale; email?: string } = {}) {
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
      email: change.email ?? `${uniqueSlug('payer')}@example.be`,
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

const markPaid = (id: number) =>
  payload.update({
    collection: 'orders',
    id,
    data: { paymentStatus: 'paid' },
    depth: 0,
    overrideAccess: true,
    context: { changedBy: 'test' },
  })

const pdfText = async (content: Uint8Array) =>
  (await extractText(new Uint8Array(content), { mergePages: true })).text.replace(/\s+/g, ' ')

const nobody = { session: null, locale: 'nl' as const }

beforeAll(async () => {
  payload = await testPayload()
  await seedSettings(payload)
})

describe('invoice numbers', () => {
  it('are given when an order becomes paid, and never to an order that is not', async () => {
    const order = await unpaidOrder()
    const processing = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'processing' },
      depth: 0,
      overrideAccess: true,
    })
    expect(processing.invoiceNumber ?? null).toBeNull()

    const paid = await markPaid(order.id)
    expect(paid.invoiceNumber).toMatch(/^F\d{4}-\d{6}$/)
    expect(paid.invoiceDate).toBeTruthy()

    const again = await markPaid(order.id)
    const refunded = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { paymentStatus: 'refunded', invoiceNumber: 'F1999-000001' },
      depth: 0,
      overrideAccess: true,
    })
    expect([again.invoiceNumber, refunded.invoiceNumber]).toEqual([
      paid.invoiceNumber,
      paid.invoiceNumber,
    ])
  })

  it('run on without gaps or twins when 20 orders are paid at once', async () => {
    const unpaid = await Promise.all(Array.from({ length: 20 }, () => unpaidOrder()))
    const paid = await Promise.all(unpaid.map((order) => markPaid(order.id)))
    const sequences = paid
      .map((order) => parseInvoiceNumber(order.invoiceNumber ?? '')!.sequence)
      .sort((a, b) => a - b)
    expect(new Set(sequences).size).toBe(20)
    expect(sequences.at(-1)! - sequences[0]).toBe(19)
    // Every number of the year so far, from 1 on: none skipped, none twice.
    const year = parseInvoiceNumber(paid[0].invoiceNumber!)!.year
    const { docs } = await payload.find({
      collection: 'orders',
      where: { invoiceNumber: { like: `F${year}-` } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const all = docs.map((doc) => parseInvoiceNumber(doc.invoiceNumber!)!.sequence)
    expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1))
  })

  it('are given once when the same order is marked paid twice at once', async () => {
    const order = await unpaidOrder()
    const [first, second] = await Promise.all([markPaid(order.id), markPaid(order.id)])
    expect(first.invoiceNumber).toBe(second.invoiceNumber)
    const { docs } = await payload.find({
      collection: 'orders',
      where: { invoiceNumber: { equals: first.invoiceNumber } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
  })
})

describe('the invoice PDF', () => {
  it('holds the invoice and order numbers, the shop’s VAT number, each VAT rate and the total', async () => {
    const order = await markPaid((await unpaidOrder()).id)
    const invoice = await orders.invoice(nobody, String(order.id), { staff: true })
    expect(invoice!.filename).toBe(`invoice-${order.invoiceNumber}.pdf`)
    const text = await pdfText(invoice!.content)
    expect(text).toContain(`Invoice ${order.invoiceNumber}`)
    expect(text).toContain(order.number)
    expect(text).toContain('BE 0123.456.789')
    expect(text).toContain('Traiteur Peeters')
    expect(text).toContain('BE 0999.888.777')
    expect(text).toMatch(/VAT 6% €1\.60/)
    expect(text).toMatch(/VAT 21% €0\.87/)
    expect(text).toMatch(/Discount -€5\.00/)
    expect(text).toMatch(/Total \(VAT included\) €35\.95/)
  })

  it('speaks the order’s language', async () => {
    const order = await markPaid((await unpaidOrder({ locale: 'fr' })).id)
    const invoice = await orders.invoice(nobody, String(order.id), { staff: true })
    const text = await pdfText(invoice!.content)
    expect(text).toContain(`Facture ${order.invoiceNumber}`)
    expect(text).toMatch(/TVA 6 % 1,60 €/)
    expect(text).toMatch(/Total \(TVA comprise\) 35,95 €/)
  })
})

describe('the payment e-mail', () => {
  it('goes out once, with the invoice attached, however often the order is marked paid', async () => {
    const email = `${uniqueSlug('paid')}@example.be`
    const order = await unpaidOrder({ email })
    const paid = await markPaid(order.id)
    await markPaid(order.id)
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { shippingStatus: 'delivered', paymentMailSent: false },
      depth: 0,
      overrideAccess: true,
    })
    const mails = mailbox().to(email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe(`Payment received for order ${order.number}`)
    expect(mails[0].text).toContain('We have received your payment of €35.95')
    expect(mails[0].attachments).toHaveLength(1)
    const [file] = mails[0].attachments
    expect(file.filename).toBe(`invoice-${paid.invoiceNumber}.pdf`)
    expect(file.contentType).toBe('application/pdf')
    expect(await pdfText(Buffer.from(file.content, 'base64'))).toContain(paid.invoiceNumber)
  })

  it('goes out once when two updates mark the order paid at the same moment', async () => {
    const email = `${uniqueSlug('twice')}@example.be`
    const order = await unpaidOrder({ email, locale: 'nl' })
    await Promise.all([markPaid(order.id), markPaid(order.id)])
    const mails = mailbox().to(email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Betaling ontvangen voor bestelling ${order.number}`,
    ])
  })

  it('is not sent for an order that is not paid', async () => {
    const email = `${uniqueSlug('unpaid')}@example.be`
    const order = await unpaidOrder({ email })
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'cancelled', paymentStatus: 'cancelled' },
      depth: 0,
      overrideAccess: true,
    })
    expect(mailbox().to(email)).toEqual([])
  })
})

describe('downloading an invoice', () => {
  it('serves the PDF to the shopper who ordered, the signed link and staff; 404 to anyone else', async () => {
    const owner = await guestShopper('en')
    const order = await markPaid((await unpaidOrder({ guestId: await guestIdOf(owner) })).id)
    const id = String(order.id)
    const token = orderAccessToken(payload.secret, order.id)

    const mine = await invoiceDownload(orders, owner, id, {})
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('application/pdf')
    expect(mine.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${order.invoiceNumber}.pdf"`,
    )
    expect(await pdfText(new Uint8Array(await mine.arrayBuffer()))).toContain(order.number)
    expect((await invoiceDownload(orders, nobody, id, { token })).status).toBe(200)
    expect((await invoiceDownload(orders, nobody, id, { staff: true })).status).toBe(200)

    const stranger = await guestShopper('en')
    expect((await invoiceDownload(orders, stranger, id, {})).status).toBe(404)
    expect((await invoiceDownload(orders, nobody, id, {})).status).toBe(404)
    expect((await invoiceDownload(orders, stranger, id, { token: `${token}x` })).status).toBe(404)
    expect((await invoiceDownload(orders, stranger, id, { token: 'nonsense' })).status).toBe(404)
    expect((await invoiceDownload(orders, nobody, 'abc', { staff: true })).status).toBe(404)
    expect((await invoiceDownload(orders, nobody, '99999999', { staff: true })).status).toBe(404)
  })

  it('has nothing for an order that is not paid, even for its shopper', async () => {
    const owner = await guestShopper('en')
    const order = await unpaidOrder({ guestId: await guestIdOf(owner) })
    expect((await invoiceDownload(orders, owner, String(order.id), {})).status).toBe(404)
    expect(await orders.get(owner, String(order.id))).toMatchObject({ invoice: null })
  })
})
