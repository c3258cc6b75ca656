import { describe, expect, it } from 'vitest'

import type { NopContext } from '@/commerce/nopcommerce/context'
import {
  type NopClient,
  NopHttpError,
  type NopRequest,
  NopUnavailable,
} from '@/commerce/nopcommerce/http-client'
import { mergeNotices } from '@/commerce/nopcommerce/merge-notice'
import { bearerOf } from '@/commerce/nopcommerce/session'
import { nopSignIn } from '@/commerce/nopcommerce/sign-in'

type Call = { call: string; bearer: string | null; json?: unknown }
type Answer = (call: Call) => unknown

/** A nopCommerce answering `answer(call)`, or throwing it when it is an error; calls are kept. */
function contextAnswering(answer: Answer) {
  const calls: Call[] = []
  const send =
    (method: string) =>
    async (path: string, request: NopRequest = {}) => {
      const call = {
        call: `${method} ${path}`,
        bearer: request.token ? bearerOf(request.token) : null,
        json: request.json,
      }
      calls.push(call)
      const found = answer(call)
      if (found instanceof Error) throw found
      return found
    }
  const client = { get: send('GET'), post: send('POST') } as unknown as NopClient
  const context: NopContext = {
    client,
    anonymousToken: async () => 'anonymous',
    forgetAnonymousToken: () => {},
    payload: () => Promise.reject(new Error('no Payload here')),
  }
  return { context, calls }
}

const refused = (status: number, body: unknown, call: string) =>
  new NopHttpError(status, body, call)

/** A customer 1042 (French) signing in with the right password; carts as given per bearer. */
const customerAnswers =
  (carts: Record<string, Array<{ productId: number; quantity: number }>> = {}): Answer =>
  ({ call, bearer, json }) => {
    if (call === 'POST Authenticate/GetToken')
      return (json as { password?: string }).password === 'gehakt-2026'
        ? { username: 'an@example.be', customerId: 1042, token: 'jwt-1042' }
        : refused(400, { message: 'Username or password is incorrect' }, call)
    if (call === 'GET Customer/Info')
      return { email: 'an@example.be', firstName: 'An', lastName: 'Peeters', newsletter: false }
    if (call === 'GET Common/GetLanguageSelector') return { currentLanguageId: 5 }
    if (call === 'GET ShoppingCart/Cart') {
      if (bearer === 'unknown-guest') return refused(401, { message: 'Unauthorized' }, call)
      return { items: carts[bearer ?? ''] ?? [] }
    }
    if (call === 'POST Customer/Login') {
      // The migration: the guest's 2 of product 7 could not join the customer's 9 (stock 10).
      carts['jwt-1042'] = [{ productId: 7, quantity: 9 }]
      return true
    }
    return refused(404, null, call)
  }

describe('nopCommerce sign-in', () => {
  it('opens a session of the id GetToken named and its token; the customer in their language', async () => {
    const { context } = contextAnswering(customerAnswers())
    const signedIn = await nopSignIn(context)(' AN@example.be ', 'gehakt-2026', null)
    expect(signedIn).toEqual({
      session: '1042.jwt-1042',
      customer: {
        id: 1042,
        email: 'an@example.be',
        firstName: 'An',
        lastName: 'Peeters',
        locale: 'fr',
        newsletter: false,
      },
    })
  })

  it('takes the plugin’s 400 for a wrong password as wrong credentials, and asks nothing more', async () => {
    const { context, calls } = contextAnswering(customerAnswers())
    expect(await nopSignIn(context)('an@example.be', 'not-it', null)).toBeNull()
    expect(calls.map(({ call }) => call)).toEqual(['POST Authenticate/GetToken'])
  })

  it('throws when nopCommerce is down, so that nobody is told their password is wrong', async () => {
    const { context } = contextAnswering(() => new NopUnavailable('POST Authenticate/GetToken'))
    await expect(nopSignIn(context)('an@example.be', 'gehakt-2026', null)).rejects.toBeInstanceOf(
      NopUnavailable,
    )
  })

  it('moves the guest’s cart with Customer/Login on the guest’s token, and keeps what was lowered', async () => {
    const carts = {
      'guest-jwt': [{ productId: 7, quantity: 2 }],
      'jwt-1042': [{ productId: 7, quantity: 9 }],
    }
    const { context, calls } = contextAnswering(customerAnswers(carts))
    const signedIn = await nopSignIn(context)('an@example.be', 'gehakt-2026', '77.guest-jwt')
    const login = calls.find(({ call }) => call === 'POST Customer/Login')
    expect(login).toEqual({
      call: 'POST Customer/Login',
      bearer: 'guest-jwt',
      json: { email: 'an@example.be', password: 'gehakt-2026' },
    })
    expect(mergeNotices.take(signedIn!.session)).toEqual([
      { productId: 7, requestedQuantity: 11, keptQuantity: 9 },
    ])
    expect(mergeNotices.take(signedIn!.session)).toEqual([])
  })

  it('does not sign in an empty or unknown guest cart', async () => {
    const { context, calls } = contextAnswering(customerAnswers())
    await nopSignIn(context)('an@example.be', 'gehakt-2026', '77.empty-guest')
    await nopSignIn(context)('an@example.be', 'gehakt-2026', '78.unknown-guest')
    expect(calls.some(({ call }) => call === 'POST Customer/Login')).toBe(false)
  })
})

describe('merge notices', () => {
  it('are kept a quarter of an hour for the session, then forgotten', () => {
    const line = { productId: 7, requestedQuantity: 3, keptQuantity: 2 }
    mergeNotices.keep('1.a', [line], 0)
    mergeNotices.keep('2.b', [line], 0)
    expect(mergeNotices.take('1.a', 15 * 60 * 1000)).toEqual([line])
    expect(mergeNotices.take('2.b', 15 * 60 * 1000 + 1)).toEqual([])
  })
})
