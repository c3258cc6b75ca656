import { describe, expect, it } from 'vitest'

import {
  capLines,
  isValidQuantity,
  itemCount,
  lineTotal,
  maxQuantity,
  mergeLines,
  sumMoney,
} from '@/commerce/rules/cart-lines'
import { euros } from '@/commerce/rules/money'

describe('isValidQuantity', () => {
  it.each([
    [1, true],
    [2, true],
    [99, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [1.0000000001, false],
    [0.9999999999, false],
    [100, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('packs: %s → %s', (quantity, valid) => {
    expect(isValidQuantity('piece', quantity)).toBe(valid)
  })

  it.each([
    [0.5, true],
    [1, true],
    [1.5, true],
    [25, true],
    [0, false],
    [0.25, false],
    [1.25, false],
    [25.5, false],
    [1.5000000001, false],
    [-0.5, false],
    [Number.NaN, false],
  ])('kilograms: %s → %s', (quantity, valid) => {
    expect(isValidQuantity('kg', quantity)).toBe(valid)
  })

  it('accepts half kilograms that floating point does not write exactly', () => {
    expect(isValidQuantity('kg', 0.1 * 5 + 1)).toBe(true)
  })
})

describe('maxQuantity', () => {
  it('is the stock when the shop does not backorder', () => {
    expect(maxQuantity('piece', 7, false)).toBe(7)
    expect(maxQuantity('piece', 0, false)).toBe(0)
  })

  it('never exceeds what one line may hold', () => {
    expect(maxQuantity('piece', 500, false)).toBe(99)
    expect(maxQuantity('kg', 80, false)).toBe(25)
  })

  it('rounds stock by weight down to whole half kilograms', () => {
    expect(maxQuantity('kg', 3.7, false)).toBe(3.5)
    expect(maxQuantity('kg', 0.4, false)).toBe(0)
  })

  it('is the unit maximum when the shop backorders', () => {
    expect(maxQuantity('piece', 0, true)).toBe(99)
    expect(maxQuantity('kg', 0, true)).toBe(25)
  })
})

describe('lineTotal', () => {
  it('multiplies and rounds to the cent once', () => {
    expect(lineTotal(euros(1250), 3)).toEqual(euros(3750))
    expect(lineTotal(euros(1999), 0.5)).toEqual(euros(1000))
    expect(lineTotal(euros(2995), 1.5)).toEqual(euros(4493))
  })
})

describe('itemCount', () => {
  it('counts packs one by one and a weighed product once', () => {
    expect(
      itemCount([
        { unit: 'piece', quantity: 3 },
        { unit: 'kg', quantity: 2.5 },
        { unit: 'piece', quantity: 1 },
      ]),
    ).toBe(5)
  })

  it('is zero for an empty cart', () => {
    expect(itemCount([])).toBe(0)
  })
})

describe('sumMoney', () => {
  it('adds amounts in cents', () => {
    expect(sumMoney([euros(100), euros(250), euros(1)])).toEqual(euros(351))
    expect(sumMoney([])).toEqual(euros(0))
  })
})

describe('mergeLines', () => {
  it('adds the quantities of the same product and keeps the others', () => {
    const merged = mergeLines(
      [
        { product: 1, quantity: 2 },
        { product: 2, quantity: 1 },
      ],
      [
        { product: 2, quantity: 3 },
        { product: 3, quantity: 0.5 },
      ],
    )
    expect(merged).toEqual([
      { product: 1, quantity: 2 },
      { product: 2, quantity: 4 },
      { product: 3, quantity: 0.5 },
    ])
  })

  it('leaves both inputs unchanged', () => {
    const into = [{ product: 1, quantity: 1 }]
    const from = [{ product: 1, quantity: 1 }]
    mergeLines(into, from)
    expect(into).toEqual([{ product: 1, quantity: 1 }])
    expect(from).toEqual([{ product: 1, quantity: 1 }])
  })
})

describe('capLines', () => {
  const limits = new Map([
    [1, 40],
    [2, 0],
  ])
  const limit = (product: number) => limits.get(product) ?? null

  it('lowers lines above what their product allows and says so; a line allowed none goes', () => {
    expect(
      capLines(
        [
          { product: 1, quantity: 160 },
          { product: 2, quantity: 3 },
          { product: 3, quantity: 500 },
        ],
        limit,
      ),
    ).toEqual({
      lines: [
        { product: 1, quantity: 40 },
        { product: 3, quantity: 500 },
      ],
      reduced: [
        { productId: 1, requested: 160, kept: 40 },
        { productId: 2, requested: 3, kept: 0 },
      ],
    })
  })

  it('leaves lines within their limits as they are', () => {
    expect(capLines([{ product: 1, quantity: 40 }], limit)).toEqual({
      lines: [{ product: 1, quantity: 40 }],
      reduced: [],
    })
  })
})
