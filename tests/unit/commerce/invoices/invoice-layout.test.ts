import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import {
  creditNoteLayout,
  type InvoiceWords,
  invoiceLayout,
  type InvoiceSeller,
} from '@/commerce/invoices/invoice-layout'
import { printable } from '@/commerce/invoices/invoice-pdf'
import { euros, formatRate } from '@/commerce/rules/money'
import type { Locale, Order } from '@/commerce/types'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'
import { shopAddress, traiteurPeeters } from '../../../support/addresses'

const catalogues = { nl, fr, en }
const words = (locale: Locale): InvoiceWords => {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'invoice' })
  return (word, values) => t(word, values)
}

const seller: InvoiceSeller = {
  name: 'De Vleesboetiek',
  ...shopAddress,
  vatNumber: 'BE 0123.456.789',
  email: 'info@vleesboetiek.example',
  phone: '+32 9 123 45 67',
}

const order = (change: Partial<Order> = {}): Order => ({
  id: '7',
  number: '2026-000042',
  createdAt: '2026-11-23T08:00:00.000Z',
  total: euros(4095),
  invoice: { number: 'F2026-000003', date: '2026-11-24T10:00:00.000Z' },
  status: 'pending',
  paymentStatus: 'paid',
  shippingStatus: 'not-shipped',
  email: 'an@example.be',
  phone: '+32 9 000 00 00',
  locale: 'en',
  billingAddress: traiteurPeeters,
  shippingAddress: null,
  deliveryMethod: 'delivery',
  deliveryDate: '2026-11-24',
  timeWindow: { from: '14:00', until: '18:00' },
  payment: { method: 'banktransfer', reference: '+++202/6000/04286+++', online: null },
  lines: [
    {
      productId: 1,
      name: 'Ribeye',
      unit: 'kg',
      quantity: 1.5,
      unitPrice: euros(2000),
      vatRate: 6,
      total: euros(3000),
    },
    {
      productId: 2,
      name: 'Apron',
      unit: 'piece',
      quantity: 2,
      unitPrice: euros(250),
      vatRate: 21,
      total: euros(500),
    },
  ],
  totals: {
    subtotal: euros(3500),
    discount: euros(0),
    shipping: euros(595),
    vat: [
      { rate: 6, amount: euros(188) },
      { rate: 21, amount: euros(99) },
    ],
    giftCards: [],
    total: euros(4095),
  },
  ...change,
})

describe('invoiceLayout', () => {
  it('names the shop with its VAT number, the customer with company and VAT number', () => {
    const layout = invoiceLayout(order(), order().invoice!, seller, words('en'))
    expect(layout.title).toBe('Invoice F2026-000003')
    expect(layout.seller).toEqual([
      'De Vleesboetiek',
      'Kouter 12',
      '9000 Gent',
      'VAT number: BE 0123.456.789',
      'info@vleesboetiek.example · +32 9 123 45 67',
    ])
    expect(layout.customer).toEqual([
      'An Peeters',
      'Traiteur Peeters',
      'VAT number: BE 0999.888.777',
      'Veldstraat 3',
      '9000 Gent',
      'Belgium',
      'an@example.be',
    ])
    expect(layout.facts).toEqual([
      ['Invoice number', 'F2026-000003'],
      ['Invoice date', '24 November 2026'],
      ['Order number', '2026-000042'],
    ])
  })

  it('leaves out a company and VAT number the customer did not give', () => {
    const plain = order()
    plain.billingAddress = { ...plain.billingAddress, company: null, vatNumber: '' }
    const layout = invoiceLayout(plain, plain.invoice!, seller, words('en'))
    expect(layout.customer).toEqual([
      'An Peeters',
      'Veldstraat 3',
      '9000 Gent',
      'Belgium',
      'an@example.be',
    ])
  })

  it('shows each line with quantity, unit price, VAT rate and amount', () => {
    const layout = invoiceLayout(order(), order().invoice!, seller, words('en'))
    expect(layout.rows).toEqual([
      ['Ribeye', '1.5 kg', '€20.00', '6%', '€30.00'],
      ['Apron', '2', '€2.50', '21%', '€5.00'],
    ])
  })

  it('adds delivery, the total and the VAT per rate', () => {
    const layout = invoiceLayout(order(), order().invoice!, seller, words('en'))
    expect(layout.totals).toEqual([
      ['Subtotal', '€35.00'],
      ['Delivery', '€5.95'],
      ['Total (VAT included)', '€40.95'],
    ])
    expect(layout.totalLabel).toBe('Total (VAT included)')
    expect(layout.vat).toEqual([
      ['VAT 6%', '€1.88'],
      ['VAT 21%', '€0.99'],
    ])
  })

  it('shows a discount and gift vouchers when there are, and what was left to pay', () => {
    const base = order()
    const discounted = order({
      deliveryMethod: 'pickup',
      totals: {
        ...base.totals,
        shipping: euros(0),
        discount: euros(500),
        // An order's total is what was left to pay after its vouchers.
        total: euros(2000),
        giftCards: [{ code: 'GIFT-1234', amount: euros(1000), remaining: euros(0) }],
      },
    })
    const layout = invoiceLayout(discounted, base.invoice!, seller, words('en'))
    expect(layout.totals).toEqual([
      ['Subtotal', '€35.00'],
      ['Pickup in the shop', '€0.00'],
      ['Discount', '-€5.00'],
      ['Total (VAT included)', '€30.00'],
      ['Gift voucher GIFT-1234', '-€10.00'],
      ['Paid', '€20.00'],
    ])
  })

  it('speaks the order’s language, with its number style', () => {
    const nlLayout = invoiceLayout(order({ locale: 'nl' }), order().invoice!, seller, words('nl'))
    expect(nlLayout.title).toBe('Factuur F2026-000003')
    expect(nlLayout.facts[1]).toEqual(['Factuurdatum', '24 november 2026'])
    expect(nlLayout.rows[0].map(printable)).toEqual([
      'Ribeye',
      '1,5 kg',
      '€\u00a020,00',
      '6%',
      '€\u00a030,00',
    ])
    const frLayout = invoiceLayout(order({ locale: 'fr' }), order().invoice!, seller, words('fr'))
    expect(frLayout.head).toEqual(['Description', 'Quantité', 'Prix unitaire', 'TVA', 'Montant'])
    expect(frLayout.customer).toContain('Belgique')
    expect(printable(frLayout.vat[0][0])).toBe('TVA 6\u00a0%')
  })
})

describe('creditNoteLayout', () => {
  const creditNote = { number: 'C2026-000001', date: '2026-11-26T10:00:00.000Z' }

  it('names the invoice it credits and prints every amount negative, unit prices as they were', () => {
    const layout = creditNoteLayout(order(), creditNote, order().invoice!, seller, words('en'))
    expect(layout.title).toBe('Credit note C2026-000001')
    expect(layout.facts).toEqual([
      ['Credit note number', 'C2026-000001'],
      ['Credit note date', '26 November 2026'],
      ['Credits invoice', 'F2026-000003'],
      ['Order number', '2026-000042'],
    ])
    expect(layout.rows[0]).toEqual(['Ribeye', '1.5 kg', '€20.00', '6%', '-€30.00'])
    expect(layout.totals).toEqual([
      ['Subtotal', '-€35.00'],
      ['Delivery', '-€5.95'],
      ['Total (VAT included)', '-€40.95'],
    ])
    expect(layout.vat).toEqual([
      ['VAT 6%', '-€1.88'],
      ['VAT 21%', '-€0.99'],
    ])
    expect(layout.closing).toBe('This credit note cancels invoice F2026-000003 in full.')
  })

  it('takes the discount back, returns the voucher amount and refunds the rest', () => {
    const base = order()
    const paidPartly = order({
      deliveryMethod: 'pickup',
      totals: {
        ...base.totals,
        shipping: euros(0),
        discount: euros(500),
        total: euros(2000),
        giftCards: [{ code: 'GIFT-1234', amount: euros(1000), remaining: euros(0) }],
      },
    })
    const layout = creditNoteLayout(paidPartly, creditNote, base.invoice!, seller, words('en'))
    expect(layout.totals).toEqual([
      ['Subtotal', '-€35.00'],
      ['Pickup in the shop', '€0.00'],
      ['Discount', '€5.00'],
      ['Total (VAT included)', '-€30.00'],
      ['Gift voucher GIFT-1234', '€10.00'],
      ['To be refunded', '-€20.00'],
    ])
  })

  it('speaks the order’s language', () => {
    const nl = creditNoteLayout(
      order({ locale: 'nl' }),
      creditNote,
      order().invoice!,
      seller,
      words('nl'),
    )
    expect(nl.title).toBe('Creditnota C2026-000001')
    expect(nl.facts[2]).toEqual(['Crediteert factuur', 'F2026-000003'])
    const fr = creditNoteLayout(
      order({ locale: 'fr' }),
      creditNote,
      order().invoice!,
      seller,
      words('fr'),
    )
    expect(fr.title).toBe('Note de crédit C2026-000001')
    expect(printable(fr.totals.at(-1)![1])).toBe('-40,95\u00a0€')
  })
})

describe('formatRate', () => {
  it('keeps a half percent', () => {
    expect(formatRate(5.5, 'en')).toBe('5.5%')
    expect(printable(formatRate(5.5, 'fr'))).toBe('5,5\u00a0%')
  })
})
