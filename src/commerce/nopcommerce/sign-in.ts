import { log } from '@/logging/log'

import type { CustomerApi } from '../provider'
import { normalizeEmail } from '../rules/email'
import type { ShopperSession } from '../types'
import type { NopContext } from './context'
import { customerOf } from './customer-info'
import type { TokenAnswer } from './guest-token'
import type { NopClient } from './http-client'
import { cartUnits, loweredLines, mergeNotices } from './merge-notice'
import { refusedWith } from './refusal'
import { nopSession } from './session'

/**
 * Customer/Login on the guest's token moves the guest's cart into the account (nopCommerce's cart
 * migration); what it could not move is kept as the new session's merge notice. A guest
 * nopCommerce no longer knows (401) has no cart to move. The migration also replaces the
 * account's checkout attributes (method, date, time slot, country, terms) with the guest's and
 * lets go of its selected shipping option: called only for a guest with lines, that is the rule
 * of `choicesAtSignIn` that the native cart follows.
 */
async function moveGuestCart(
  client: NopClient,
  guest: ShopperSession,
  session: ShopperSession,
  credentials: { email: string; password: string },
) {
  const guestUnits = await cartUnits(client, guest)
  if (guestUnits.size === 0) return
  const before = await cartUnits(client, session)
  try {
    await client.post('Customer/Login', { token: guest, json: credentials })
  } catch (error) {
    if (refusedWith(error, 401)) return
    // The credentials GetToken just took: the customer is signed in, without the guest's cart.
    if (refusedWith(error, 400)) {
      log().warn('nopCommerce refused Customer/Login right after GetToken; the guest cart stays')
      return
    }
    throw error
  }
  mergeNotices.keep(session, loweredLines(guestUnits, before, await cartUnits(client, session)))
}

/** Customer sign-in: the customer's session (id and token from GetToken), the guest's cart moved. */
export function nopSignIn({ client }: NopContext): CustomerApi['signIn'] {
  return async (rawEmail, password, guest) => {
    const email = normalizeEmail(rawEmail)
    let answer: TokenAnswer
    try {
      answer = await client.post<TokenAnswer>('Authenticate/GetToken', {
        json: { isGuest: false, email, password },
      })
    } catch (error) {
      // A wrong address or password is the plugin's NopException: 400. An outage still throws.
      if (refusedWith(error, 400)) return null
      throw error
    }
    const session = nopSession(answer.customerId, answer.token)
    if (guest) await moveGuestCart(client, guest, session, { email, password })
    const customer = await customerOf(client, session)
    if (!customer) throw new Error('nopCommerce does not know the customer it just signed in')
    return { customer, session }
  }
}
