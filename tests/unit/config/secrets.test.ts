import { describe, expect, it } from 'vitest'

import { MIN_SECRET_LENGTH, secretsProblem, weakOrMissingSecrets } from '@/config/secrets'

const strong = 'x'.repeat(MIN_SECRET_LENGTH)

describe('production secrets', () => {
  it('accepts both secrets when they are long enough', () => {
    expect(weakOrMissingSecrets({ PAYLOAD_SECRET: strong, AUTH_SECRET: strong })).toEqual([])
    expect(secretsProblem({ PAYLOAD_SECRET: strong, AUTH_SECRET: strong })).toBeNull()
  })

  it('names each missing, blank or short secret', () => {
    expect(weakOrMissingSecrets({})).toEqual(['PAYLOAD_SECRET', 'AUTH_SECRET'])
    expect(weakOrMissingSecrets({ PAYLOAD_SECRET: strong, AUTH_SECRET: '   ' })).toEqual([
      'AUTH_SECRET',
    ])
    expect(weakOrMissingSecrets({ PAYLOAD_SECRET: strong.slice(1), AUTH_SECRET: strong })).toEqual([
      'PAYLOAD_SECRET',
    ])
  })

  it('explains how to fix the problem', () => {
    const message = secretsProblem({ AUTH_SECRET: strong })
    expect(message).toContain('PAYLOAD_SECRET')
    expect(message).not.toContain('AUTH_SECRET')
    expect(message).toContain('openssl rand')
  })
})
