import { describe, expect, it } from 'vitest'

import { clientHintsOnlyForTheAdmin } from '@/config/admin-client-hints'

const payloadsRule = {
  source: '/:path*',
  headers: [
    { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  ],
}
const shopsRule = {
  source: '/:path*',
  headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
}

describe('the colour-scheme client hints', () => {
  it('are asked for by the admin alone', () => {
    expect(clientHintsOnlyForTheAdmin([shopsRule, payloadsRule])).toEqual([
      shopsRule,
      { ...payloadsRule, source: '/admin/:path*' },
    ])
  })

  it('leave every other rule as it is', () => {
    expect(clientHintsOnlyForTheAdmin([shopsRule])).toEqual([shopsRule])
  })
})
