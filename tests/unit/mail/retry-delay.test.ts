import { describe, expect, it } from 'vitest'

import { retryDelayMs } from '@/mail/retry-delay'

const minutes = (attempts: number) => retryDelayMs(attempts) / 60_000

describe('the pause before an e-mail is tried again', () => {
  it('doubles from one minute after each failed attempt', () => {
    expect([1, 2, 3, 4, 5, 6].map(minutes)).toEqual([1, 2, 4, 8, 16, 32])
  })

  it('is never longer than an hour, however long the mail server is down', () => {
    expect(minutes(7)).toBe(60)
    expect(minutes(500)).toBe(60)
  })

  it('is one minute for an attempt count below one', () => {
    expect(minutes(0)).toBe(1)
  })
})
