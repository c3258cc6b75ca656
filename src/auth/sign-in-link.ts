import type { Payload } from 'payload'

import type { CustomerApi } from '@/commerce/provider'
import type { ShopperSession } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'
import { signInLinkMail } from '@/mail/sign-in-link'
import { type Mail, sendMail } from '@/mail/transport'
import { requestSignInLink, redeemSignInLink } from '@/security/sign-in-links'
import type { Verdict } from '@/security/throttle'

type LinkCustomers = Pick<CustomerApi, 'linkSignIn'>

/** The storefront's sign-in page that signs in with a mailed link's token. */
export type SignInPage = (locale: Locale, token: string) => string

/**
 * A customer asks for a sign-in link (docs/adr/0018): throttled, answered the same for every
 * address, mailed (in the account's language) after the response when the address has an account.
 */
export async function requestCustomerSignInLink(
  payload: Payload,
  customers: LinkCustomers,
  request: { email: string; headers: Headers; page: SignInPage },
  later: (task: () => Promise<void>) => void,
  send: (mail: Mail) => Promise<void> = sendMail,
): Promise<Verdict> {
  const links = customers.linkSignIn
  if (!links) return { allowed: true }
  return requestSignInLink(payload, {
    realm: 'customers',
    email: request.email,
    headers: request.headers,
    find: (email) => links.account(email),
    send: async (account, token) =>
      send(
        await signInLinkMail(account.email, account.locale, request.page(account.locale, token)),
      ),
    later,
  })
}

/** The customer's session opened with a link's token, used up; null for a token that is no more. */
export async function signInWithLink(
  payload: Payload,
  customers: LinkCustomers,
  token: string,
  guest: ShopperSession | null,
) {
  if (!customers.linkSignIn) return null
  const email = await redeemSignInLink(payload, 'customers', token)
  return email ? customers.linkSignIn.signIn(email, guest) : null
}
