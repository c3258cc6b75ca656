import { log } from '@/lib/log'

import { CommerceError, type CustomerApi } from '../provider'
import type { NopContext } from './context'
import { customerOf } from './customer-info'
import type { TokenAnswer } from './guest-token'
import { isUnauthorized } from './http-client'

/** Customer sign-in: the customer's token, and the guest's cart moved into the account. */
export function nopSignIn({ client }: NopContext): CustomerApi['signIn'] {
  return async (email, password, guest) => {
    let answer: TokenAnswer
    try {
      answer = await client.post<TokenAnswer>('Authenticate/GetToken', {
        json: { isGuest: false, email, password },
      })
    } catch (error) {
      if (isUnauthorized(error)) return null
      throw error
    }
    const { token, customerId } = answer
    // Signing in on the guest's token is what moves the guest's cart into the account; a guest
    // nopCommerce no longer knows has no cart to move.
    if (guest)
      await client
        .post('Customer/Login', { token: guest, json: { email, password } })
        .catch((error: unknown) => {
          if (!isUnauthorized(error)) throw error
        })
    const customer = await customerOf(client, token)
    if (!customer) {
      // The shop's Customer/Info lacks the custom properties the storefront needs (see
      // customer-reshape): nobody can sign in until the shop adds them.
      log().error(
        { customerId },
        'nopCommerce signed a customer in, but its Customer/Info does not name the customer (custom_properties.customer_id)',
      )
      throw new CommerceError('backend-unavailable')
    }
    return { customer, session: token }
  }
}
