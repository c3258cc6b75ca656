import { describe, expect, it, vi } from 'vitest'

import { nopCart } from '@/commerce/nopcommerce/cart'
import type { NopContext } from '@/commerce/nopcommerce/context'
import { type NopClient, NopHttpError } from '@/commerce/nopcommerce/http-client'
import { nopSignIn } from '@/commerce/nopcommerce/sign-in'
import { CommerceError } from '@/commerce/provider'

const logged = vi.hoisted(() => ({ errors: [] as unknown[][] }))
vi.mock('@/lib/log', () => ({
  log: () => ({ error: (...args: unknown[]) => logged.errors.push(args), warn: () => {} }),
}))

/** A nopCommerce that answers each call with `answers[call]`, or throws it when it is an error. */
function contextAnswering(answers: Record<string, unknown>): NopContext {
  const answer = async (call: string) => {
    const found = answers[call]
    if (found instanceof Error) throw found
    return found
  }
  const client = {
    get: (path: string) => answer(`GET ${path}`),
    post: (path: string) => answer(`POST ${path}`),
  } as unknown as NopClient
  return {
    client,
    anonymousToken: async () => 'anonymous',
    forgetAnonymousToken: () => {},
    payload: () => Promise.reject(new Error('no Payload here')),
  }
}

describe('nopCommerce sign-in and the merge notice', () => {
  it('fails sign-in cleanly, logged without tokens, when Customer/Info does not name the customer', async () => {
    const signIn = nopSignIn(
      contextAnswering({
        'POST Authenticate/GetToken': { customerId: 7, token: 'secret-jwt' },
        'GET Customer/Info': { email: 'an@example.be', newsletter: false, customProperties: {} },
      }),
    )
    const error = await signIn('an@example.be', 'gehakt-2026', null).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CommerceError)
    expect(logged.errors).toHaveLength(1)
    expect(JSON.stringify(logged.errors)).not.toContain('secret-jwt')
  })

  it('takes a shop without the merge notice call (404) as no notice', async () => {
    const cart = nopCart(
      contextAnswering({
        'POST ShoppingCart/MergeNotice': new NopHttpError(
          404,
          null,
          'POST ShoppingCart/MergeNotice',
        ),
      }),
    )
    expect(await cart.takeMergeNotice({ session: 'customer', locale: 'nl' })).toEqual([])
  })
})
