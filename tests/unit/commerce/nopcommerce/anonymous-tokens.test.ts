import { describe, expect, it } from 'vitest'

import { anonymously } from '@/commerce/nopcommerce/anonymous-call'
import {
  ANONYMOUS_TOKEN_MAX_AGE_MS,
  anonymousTokens,
} from '@/commerce/nopcommerce/anonymous-tokens'
import type { NopContext } from '@/commerce/nopcommerce/context'
import { type NopClient, NopHttpError } from '@/commerce/nopcommerce/http-client'

/** A nopCommerce that hands out guests 1, 2, ... (tokens guest-1, ...) and counts them. */
function guestMaker() {
  let guests = 0
  const client = {
    async post<T>(path: string) {
      if (path === 'Authenticate/GetToken')
        return { customerId: ++guests, token: `guest-${guests}` } as T
      return {} as T
    },
  } as unknown as NopClient
  return { client, made: () => guests }
}

describe('the anonymous guest of each language', () => {
  it('is made once, and again once it is older than nopCommerce lets guests live', async () => {
    const { client, made } = guestMaker()
    let clock = 0
    const tokens = anonymousTokens(client, () => clock)
    expect(await tokens.token('fr')).toBe('1.guest-1')
    clock = ANONYMOUS_TOKEN_MAX_AGE_MS - 1
    expect(await tokens.token('fr')).toBe('1.guest-1')
    clock = ANONYMOUS_TOKEN_MAX_AGE_MS
    expect(await tokens.token('fr')).toBe('2.guest-2')
    expect(await tokens.token('en')).toBe('3.guest-3')
    expect(made()).toBe(3)
  })

  it('is replaced once when several calls are refused with 401 together', async () => {
    const { client, made } = guestMaker()
    const tokens = anonymousTokens(client, () => 0)
    const context = {
      client,
      anonymousToken: tokens.token,
      forgetAnonymousToken: tokens.forget,
    } as unknown as NopContext
    const call = async (token: string) => {
      if (token === '1.guest-1') throw new NopHttpError(401, null, 'GET Catalog/GetCatalogRoot')
      return token
    }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => anonymously(context, 'nl', call)),
    )
    expect(answers).toEqual(Array(5).fill('2.guest-2'))
    expect(made()).toBe(2)
  })
})
