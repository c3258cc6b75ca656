import { afterEach, describe, expect, it } from 'vitest'

import { registrationLimits } from '@/security/sign-in-limits'

describe('new accounts per network address', () => {
  const before = process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR
  afterEach(() => {
    if (before === undefined) delete process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR
    else process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR = before
  })

  it('allows 20 an hour unless the shop says otherwise', () => {
    delete process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR
    expect(registrationLimits('203.0.113.7')).toEqual([
      { bucket: 'register:ip:203.0.113.7', max: 20, windowSeconds: 3600 },
    ])
  })

  it('follows REGISTRATIONS_PER_ADDRESS_PER_HOUR, and ignores a value that is no number', () => {
    process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR = '60'
    expect(registrationLimits('203.0.113.7')[0].max).toBe(60)
    process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR = 'many'
    expect(registrationLimits('203.0.113.7')[0].max).toBe(20)
  })
})
