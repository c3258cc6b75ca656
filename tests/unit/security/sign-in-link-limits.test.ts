import { describe, expect, it } from 'vitest'

import { SIGN_IN_LINK_LIFETIME_SECONDS, signInLinkLimits } from '@/security/sign-in-limits'

describe('sign-in link limits (docs/adr/0018)', () => {
  const [byAddress, byEmail] = signInLinkLimits({ ip: '192.0.2.1', account: 'customers:abc' })

  it('count per e-mail address over exactly a link’s lifetime, so a refused owner holds a working link', () => {
    expect(byEmail).toEqual({
      bucket: 'link:account:customers:abc',
      max: 3,
      windowSeconds: SIGN_IN_LINK_LIFETIME_SECONDS,
    })
    expect(SIGN_IN_LINK_LIFETIME_SECONDS).toBe(15 * 60)
  })

  it('count per network address apart from the password buckets', () => {
    expect(byAddress).toEqual({ bucket: 'link:ip:192.0.2.1', max: 10, windowSeconds: 900 })
  })
})
