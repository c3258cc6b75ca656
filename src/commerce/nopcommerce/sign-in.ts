import type { CustomerApi } from '../provider'
import type { NopContext } from './context'
import { customerOf } from './customer-info'
import { isUnauthorized } from './http-client'

type TokenAnswer = { customerId: number; token: string }

/** Customer sign-in: the customer's token, and the guest's cart moved into the account. */
export function nopSignIn({ client }: NopContext): CustomerApi['signIn'] {
  return async (email, password, guest) => {
    let token: string
    try {
      ;({ token } = await client.post<TokenAnswer>('Authenticate/GetToken', {
        json: { isGuest: false, email, password },
      }))
    } catch (error) {
      if (isUnauthorized(error)) return null
      throw error
    }
    // Signing in on the guest's token is what moves the guest's cart into the account; a guest
    // nopCommerce no longer knows has no cart to move.
    if (guest)
      await client
        .post('Customer/Login', { token: guest, json: { email, password } })
        .catch((error: unknown) => {
          if (!isUnauthorized(error)) throw error
        })
    const customer = await customerOf(client, token)
    if (!customer) throw new Error('nopCommerce gave a token that does not name its customer')
    return { customer, session: token }
  }
}
