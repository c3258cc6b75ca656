import { describe, expect, it } from 'vitest'

import {
  capLines,
  isValidQuantity,
  itemCount,
  lineTotal,
  maxQuantity,
  mergeLines,
  quantityLimits,
  sumMoney,
  wholeQuantity,
} from '@/commerce/rules/cart-lines'
import { euros } from '@/commerce/rules/money'

const packs = quantityLimits('piece')
const halfKilos = quantityLimits('kg')

describe('quantityLimits', () => {
  it('sells packs whole, up to 99', () => {
    expect(packs).toEqual({ min: 1, max: 99, step: 1 })
  })

  it('sells kilograms in the product’s step, half a kilogram when it sets none', () => {
    expect(halfKilos).toEqual({ min: 0.5, max: 25, step: 0.5 })
    expect(quantityLimits('kg', null)).toEqual(halfKilos)
    expect(quantityLimits('kg', 250)).toEqual({ min: 0.25, max: 25, step: 0.25 })
    expect(quantityLimits('kg', 100)).toEqual({ min: 0.1, max: 25, step: 0.1 })
  })

  it('ends the range on a whole step', () => {
    expect(quantityLimits('kg', 2000).max).toBe(24)
  })

  it('ignores a step that is not a positive whole number of grams', () => {
    expect(quantityLimits('kg', 0)).toEqual(halfKilos)
    expect(quantityLimits('kg', 12.5)).toEqual(halfKilos)
  })
})

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
    expect(isValidQuantity(packs, quantity)).toBe(valid)
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
  ])('kilograms in half steps: %s → %s', (quantity, valid) => {
    expect(isValidQuantity(halfKilos, quantity)).toBe(valid)
  })

  it.each([
    [0.25, true],
    [0.75, true],
    [1.25, true],
    [0.5, true],
    [0.3, false],
    [0.125, false],
  ])('kilograms in 250 g steps: %s → %s', (quantity, valid) => {
    expect(isValidQuantity(quantityLimits('kg', 250), quantity)).toBe(valid)
  })

  it('accepts steps that floating point does not write exactly', () => {
    expect(isValidQuantity(halfKilos, 0.1 * 5 + 1)).toBe(true)
    expect(isValidQuantity(quantityLimits('kg', 100), 0.1 + 0.2)).toBe(true)
  })
})

describe('wholeQuantity', () => {
  it('writes a quantity exactly, as a whole number of steps', () => {
    expect(wholeQuantity(quantityLimits('kg', 100), 0.1 + 0.2)).toBe(0.3)
    expect(wholeQuantity(packs, 3)).toBe(3)
  })

  it('is null for what is not a whole number of steps', () => {
    expect(wholeQuantity(quantityLimits('kg', 100), 0.35)).toBeNull()
  })
})

describe('maxQuantity', () => {
  it('is the stock when the shop does not backorder', () => {
    expect(maxQuantity(packs, 7, false)).toBe(7)
    expect(maxQuantity(packs, 0, false)).toBe(0)
  })

  it('never exceeds what one line may hold', () => {
    expect(maxQuantity(packs, 500, false)).toBe(99)
    expect(maxQuantity(halfKilos, 80, false)).toBe(25)
  })

  it('rounds stock by weight down to whole steps', () => {
    expect(maxQuantity(halfKilos, 3.7, false)).toBe(3.5)
    expect(maxQuantity(halfKilos, 0.4, false)).toBe(0)
    expect(maxQuantity(quantityLimits('kg', 100), 0.3, false)).toBe(0.3)
    expect(maxQuantity(quantityLimits('kg', 250), 3.7, false)).toBe(3.5)
  })

  it('is the unit maximum when the shop backorders', () => {
    expect(maxQuantity(packs, 0, true)).toBe(99)
    expect(maxQuantity(halfKilos, 0, true)).toBe(25)
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

  it('adds weights to the gram, without floating-point dust', () => {
    expect(mergeLines([{ product: 1, quantity: 0.1 }], [{ product: 1, quantity: 0.2 }])).toEqual([
      { product: 1, quantity: 0.3 },
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
