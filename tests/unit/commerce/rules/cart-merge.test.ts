import { describe, expect, it } from 'vitest'

import { choicesAtSignIn } from '@/commerce/rules/cart-merge'

type Choices = {
  method: 'delivery' | 'pickup'
  date: string | null
  country: string
  termsAccepted: boolean
}

const stalePickup: Choices = {
  method: 'pickup',
  date: '2026-11-30',
  country: 'BE',
  termsAccepted: false,
}
const freshDelivery: Choices = {
  method: 'delivery',
  date: '2026-12-18',
  country: 'NL',
  termsAccepted: true,
}
const untouched: Choices = { method: 'delivery', date: null, country: 'BE', termsAccepted: false }

describe('choicesAtSignIn', () => {
  it('keeps the guest’s choices over the account’s when the guest brings lines', () => {
    expect(
      choicesAtSignIn(
        { lineCount: 2, choices: stalePickup },
        { lineCount: 1, choices: freshDelivery },
      ),
    ).toBe(freshDelivery)
  })

  it('keeps the guest’s choices even when the guest chose nothing yet but brings lines', () => {
    expect(
      choicesAtSignIn(
        { lineCount: 1, choices: freshDelivery },
        { lineCount: 1, choices: untouched },
      ),
    ).toBe(untouched)
  })

  it('keeps the account’s choices when the guest brings no lines', () => {
    expect(
      choicesAtSignIn(
        { lineCount: 3, choices: stalePickup },
        { lineCount: 0, choices: freshDelivery },
      ),
    ).toBe(stalePickup)
    expect(
      choicesAtSignIn({ lineCount: 0, choices: stalePickup }, { lineCount: 0, choices: untouched }),
    ).toBe(stalePickup)
  })

  it('gives an account without a cart the guest’s choices, lines or not', () => {
    expect(choicesAtSignIn(null, { lineCount: 1, choices: freshDelivery })).toBe(freshDelivery)
    expect(choicesAtSignIn(null, { lineCount: 0, choices: freshDelivery })).toBe(freshDelivery)
  })

  it('lets an empty account cart take the guest’s choices when the guest brings lines', () => {
    expect(
      choicesAtSignIn(
        { lineCount: 0, choices: stalePickup },
        { lineCount: 2, choices: freshDelivery },
      ),
    ).toBe(freshDelivery)
  })
})
