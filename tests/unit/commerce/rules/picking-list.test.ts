import { describe, expect, it } from 'vitest'

import { pickingListCsvWords } from '@/collections/Orders/picking-list-words'
import { csvCell } from '@/commerce/rules/csv'
import { type DayOrder, pickingList, pickingListCsv } from '@/commerce/rules/picking-list'

import { gentAddress } from '../../../support/addresses'

const english = pickingListCsvWords('en')

const address = gentAddress

const orders: DayOrder[] = [
  {
    number: '2026-000012',
    deliveryMethod: 'delivery',
    window: { from: '08:00', until: '20:00' },
    name: 'An Peeters',
    phone: '+32 9 123 45 67',
    address,
    paymentStatus: 'paid',
    lines: [
      { name: 'Soepvlees', unit: 'kg', quantity: 0.1 },
      { name: 'Hamburgers', unit: 'piece', quantity: 2 },
    ],
  },
  {
    number: '2026-000007',
    deliveryMethod: 'pickup',
    window: { from: null, until: '15:00' },
    name: '=HYPERLINK("evil")',
    phone: '0470',
    address: null,
    paymentStatus: 'pending',
    lines: [
      { name: 'Soepvlees', unit: 'kg', quantity: 0.2 },
      { name: 'Hamburgers', unit: 'piece', quantity: 1 },
    ],
  },
]

describe('pickingList', () => {
  it('adds up each product over the day’s orders, to the gram, and lists orders by number', () => {
    const list = pickingList('2026-11-24', orders)
    expect(list.products).toEqual([
      { name: 'Hamburgers', unit: 'piece', quantity: 3 },
      { name: 'Soepvlees', unit: 'kg', quantity: 0.3 },
    ])
    expect(list.orders.map((order) => order.number)).toEqual(['2026-000007', '2026-000012'])
  })

  it('is empty on a day without orders', () => {
    expect(pickingList('2026-11-24', [])).toEqual({ day: '2026-11-24', products: [], orders: [] })
  })
})

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Soepvlees')).toBe('Soepvlees')
    expect(csvCell(0.25)).toBe('0.25')
    expect(csvCell('')).toBe('')
  })

  it('quotes a cell holding a separator, a quote, a CR or an LF, doubling its quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('Kouter 12, 9000 Gent')).toBe('"Kouter 12, 9000 Gent"')
    expect(csvCell('a\tb')).toBe('"a\tb"')
    expect(csvCell('de "Hoek"')).toBe('"de ""Hoek"""')
    expect(csvCell('X\r=1+1')).toBe('"X\r=1+1"')
    expect(csvCell('a\nb')).toBe('"a\nb"')
  })

  it('neutralises a cell starting with = + - @ TAB or CR with a leading quote mark', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+32 470')).toBe("'+32 470")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=2+2')).toBe(`"'\t=2+2"`)
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`)
    expect(csvCell('An = Jan')).toBe('An = Jan')
  })
})

describe('pickingListCsv', () => {
  it('writes one row per order line, quoting what needs it and defusing formulas', () => {
    const csv = pickingListCsv(pickingList('2026-11-24', orders), english)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Order;Delivery method;Time window;Name;Phone;Address;Payment;Product;Quantity;Unit',
      `2026-000007;Pickup;–15:00;"'=HYPERLINK(""evil"")";0470;;Pending;Soepvlees;0.2;kg`,
      `2026-000007;Pickup;–15:00;"'=HYPERLINK(""evil"")";0470;;Pending;Hamburgers;1;piece`,
      // A phone number starts with +: a spreadsheet shows it as text, not as a sum.
      `2026-000012;Delivery;08:00–20:00;An Peeters;'+32 9 123 45 67;"Kouter 12, 9000 Gent";Paid;Soepvlees;0.1;kg`,
      `2026-000012;Delivery;08:00–20:00;An Peeters;'+32 9 123 45 67;"Kouter 12, 9000 Gent";Paid;Hamburgers;2;piece`,
      '',
    ])
  })

  it('writes headers and values in the admin’s language, with its decimal mark', () => {
    const list = pickingList('2026-11-24', orders)
    const dutch = pickingListCsv(list, pickingListCsvWords('nl')).slice(1).split('\r\n')
    expect(dutch[0]).toBe(
      'Bestelling;Levermethode;Tijdvak;Naam;Telefoon;Adres;Betaling;Product;Hoeveelheid;Eenheid',
    )
    expect(dutch[1]).toBe(
      `2026-000007;Afhalen;–15:00;"'=HYPERLINK(""evil"")";0470;;In afwachting;Soepvlees;"0,2";kg`,
    )
    expect(dutch[4]).toContain(';Levering;')
    expect(dutch[4]).toMatch(/;Betaald;Hamburgers;2;stuk$/)
    const french = pickingListCsv(list, pickingListCsvWords('fr')).slice(1).split('\r\n')
    expect(french[0]).toBe(
      'Commande;Mode de livraison;Créneau;Nom;Téléphone;Adresse;Paiement;Produit;Quantité;Unité',
    )
    expect(french[3]).toContain(';Livraison;')
    expect(french[3]).toMatch(/;Payée;Soepvlees;"0,1";kg$/)
    expect(french[2]).toMatch(/;Retrait;.*;En attente;Hamburgers;1;pièce$/)
  })

  it('keeps a name with a CR or a leading TAB inside its quoted, neutralised cell', () => {
    const csv = pickingListCsv(
      pickingList('2026-11-24', [
        { ...orders[0], number: '2026-000001', name: 'An X\r=1+1' },
        { ...orders[0], number: '2026-000002', name: '\t=2+2 Peeters' },
      ]),
      english,
    )
    const cells = csv.split('\r\n').map((row) => row.split(';')[3])
    expect(cells.slice(1, 3)).toEqual(['"An X\r=1+1"', '"An X\r=1+1"'])
    expect(cells.slice(3, 5)).toEqual([`"'\t=2+2 Peeters"`, `"'\t=2+2 Peeters"`])
  })

  it('starts with a UTF-8 byte order mark, so accented names open as written', () => {
    const csv = pickingListCsv(
      pickingList('2026-11-24', [{ ...orders[0], name: 'Zoë Brûlé', lines: orders[0].lines }]),
      english,
    )
    const bytes = new TextEncoder().encode(csv)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toContain(';Zoë Brûlé;')
  })
})
