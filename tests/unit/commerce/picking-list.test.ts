import { describe, expect, it } from 'vitest'

import { type DayOrder, pickingList, pickingListCsv } from '@/commerce/rules/picking-list'

const address = {
  firstName: 'An',
  lastName: 'Peeters',
  email: 'an@example.be',
  phone: '+32 9 123 45 67',
  company: null,
  vatNumber: null,
  street: 'Kouter',
  houseNumber: '12',
  postcode: '9000',
  city: 'Gent',
  country: 'BE' as const,
  extraInfo: null,
}

const orders: DayOrder[] = [
  {
    number: '2026-000012',
    deliveryMethod: 'delivery',
    window: { from: '08:00', until: '20:00' },
    name: 'An Peeters',
    phone: '+32 9 123 45 67',
    address,
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

describe('pickingListCsv', () => {
  it('writes one row per order line, quoting what needs it and defusing formulas', () => {
    const csv = pickingListCsv(pickingList('2026-11-24', orders))
    expect(csv.split('\r\n')).toEqual([
      'order;method;window;name;phone;address;product;quantity;unit',
      `2026-000007;pickup;–15:00;"'=HYPERLINK(""evil"")";0470;;Soepvlees;0.2;kg`,
      `2026-000007;pickup;–15:00;"'=HYPERLINK(""evil"")";0470;;Hamburgers;1;piece`,
      // A phone number starts with +: a spreadsheet shows it as text, not as a sum.
      "2026-000012;delivery;08:00–20:00;An Peeters;'+32 9 123 45 67;Kouter 12, 9000 Gent;Soepvlees;0.1;kg",
      "2026-000012;delivery;08:00–20:00;An Peeters;'+32 9 123 45 67;Kouter 12, 9000 Gent;Hamburgers;2;piece",
      '',
    ])
  })
})
