import { describe, expect, it } from 'vitest'

import { quantityLimits } from '@/commerce/rules/cart-lines'
import { quantityAgain, type SoldNow } from '@/commerce/rules/order-again'

const pieces = (stock: number, backorder = false): SoldNow => ({
  limits: quantityLimits('piece'),
  stock,
  backorder,
})
const kilos = (stock: number, stepGrams = 500): SoldNow => ({
  limits: quantityLimits('kg', stepGrams),
  stock,
  backorder: false,
})

describe('how much of an earlier order goes back into the cart', () => {
  it('puts the ordered quantity back when the stock allows it', () => {
    expect(quantityAgain(3, pieces(10), 0)).toEqual({ added: 3, problem: null })
    expect(quantityAgain(1.5, kilos(4), 0)).toEqual({ added: 1.5, problem: null })
  })

  it('lowers a line to the stock, counting what the cart already holds, and says so', () => {
    expect(quantityAgain(5, pieces(3), 0)).toEqual({ added: 3, problem: 'not-enough-stock' })
    expect(quantityAgain(3, pieces(4), 2)).toEqual({ added: 2, problem: 'not-enough-stock' })
    expect(quantityAgain(2, kilos(1.2), 0)).toEqual({ added: 1, problem: 'not-enough-stock' })
  })

  it('adds nothing of a sold-out product, or when the cart already holds all there is', () => {
    expect(quantityAgain(2, pieces(0), 0)).toEqual({ added: 0, problem: 'out-of-stock' })
    expect(quantityAgain(1, kilos(0.3), 0)).toEqual({ added: 0, problem: 'out-of-stock' })
    expect(quantityAgain(2, pieces(3), 3)).toEqual({ added: 0, problem: 'not-enough-stock' })
  })

  it('adds nothing of a product the shop no longer sells', () => {
    expect(quantityAgain(2, null, 0)).toEqual({ added: 0, problem: 'product-unavailable' })
  })

  it('takes a backordered product whatever its stock, up to what one line may hold', () => {
    expect(quantityAgain(4, pieces(0, true), 0)).toEqual({ added: 4, problem: null })
    expect(quantityAgain(5, pieces(0, true), 97)).toEqual({
      added: 2,
      problem: 'not-enough-stock',
    })
  })

  it('keeps to the product’s steps when they changed since the order', () => {
    expect(quantityAgain(1.2, kilos(10, 500), 0)).toEqual({ added: 1, problem: null })
    expect(quantityAgain(0.2, kilos(10, 500), 0)).toEqual({ added: 0.5, problem: null })
  })
})
