import { afterAll, beforeAll } from 'vitest'

import { nopCommerce } from '@/commerce/nopcommerce'
import type { CommerceProvider } from '@/commerce/provider'

import { type NopDouble, startNopDouble } from '../../support/nopcommerce-double/server'
import { testPayload } from './payload'

export type NopBackend = { double: NopDouble; commerce: CommerceProvider }

/**
 * A stand-in nopCommerce for this test file, and the commerce interface over it. The returned
 * function gives both once `beforeAll` has run.
 */
export function nopBackendForFile(): () => NopBackend {
  let backend: NopBackend | null = null
  beforeAll(async () => {
    const double = await startNopDouble()
    const commerce = nopCommerce({ baseUrl: double.url, payload: testPayload, timeoutMs: 3000 })
    backend = { double, commerce }
  })
  afterAll(async () => {
    await backend?.double.close()
  })
  return () => {
    if (!backend) throw new Error('The nopCommerce stand-in starts before the tests')
    return backend
  }
}
