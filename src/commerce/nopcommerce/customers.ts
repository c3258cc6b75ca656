import { checkedRegistration } from '../native/addresses'
import { CommerceError, type CustomerApi } from '../provider'
import { PASSWORD_MIN_LENGTH } from '../rules/credentials'
import { isEmail, normalizeEmail } from '../rules/email'
import type { Locale } from '../types'
import { addressRequest } from './address-reshape'
import { anonymously } from './anonymous-call'
import type { NopContext } from './context'
import { customerOf } from './customer-info'
import { registerRequest } from './customer-reshape'
import { newGuestToken, type TokenAnswer } from './guest-token'
import { requestSubscription } from './newsletter'
import { NopHttpError } from './http-client'
import { refusalAboutPassword, refusalText, refusedWith } from './refusal'
import { nopSignIn } from './sign-in'

/**
 * The storefront's password reset token: the customer's GUID and nopCommerce's recovery token
 * (both GUIDs), which Customer/PasswordRecoveryConfirmPOST takes together.
 */
const RESET_TOKEN = /^([0-9a-f-]{36})\.([0-9a-f-]{36})$/i

/** Whether a refused PasswordRecoveryConfirmPOST still let the customer change the password. */
const passwordChangingAllowed = (error: unknown) =>
  error instanceof NopHttpError &&
  (error.body as { disable_password_changing?: unknown } | null)?.disable_password_changing ===
    false

export function nopCustomers(context: NopContext): CustomerApi {
  const { client } = context

  const newGuest = (locale: Locale) => newGuestToken(client, locale)

  return {
    startGuest: newGuest,
    signIn: nopSignIn(context),

    /**
     * nopCommerce registers the customer behind the request's token: a new guest in the
     * customer's language becomes the account, and its token then speaks for the customer.
     */
    async register(input) {
      const { email, addresses } = checkedRegistration(input)
      const token = await newGuest(input.locale)
      try {
        await client.post('Customer/Register', { token, json: registerRequest(input, email) })
      } catch (error) {
        // Everything else was checked above: what nopCommerce still refuses is a known address,
        // or a password its own rules (stricter than the storefront's) do not take.
        if (refusedWith(error, 400))
          throw new CommerceError(
            refusalAboutPassword(error) ? 'password-too-short' : 'email-exists',
            refusalText(error),
          )
        throw error
      }
      for (const address of addresses)
        await client.post('Customer/AddressAdd', { token, json: addressRequest(address) })
      if (input.newsletter) await requestSubscription(client, token, email)
      const customer = await customerOf(client, token)
      if (!customer) throw new Error('nopCommerce does not know the customer it just registered')
      return customer
    },

    info: (session) => customerOf(client, session),

    /**
     * nopCommerce makes the recovery token and mails the link itself; the storefront's link
     * template goes with the request (a custom property) for the shop's message template,
     * with `{token}` standing for the customer's GUID and the recovery token.
     */
    async requestPasswordReset(rawEmail, locale, linkTemplate) {
      const email = normalizeEmail(rawEmail)
      if (!isEmail(email)) return
      try {
        await anonymously(context, locale, (token) =>
          client.post('Customer/PasswordRecoverySend', {
            token,
            json: { email, customProperties: { passwordRecoveryUrl: linkTemplate } },
          }),
        )
      } catch (error) {
        // Whatever nopCommerce says about the address stays untold.
        if (!refusedWith(error, 400, 404)) throw error
      }
    },

    async resetPassword(token, password) {
      if (password.length < PASSWORD_MIN_LENGTH) throw new CommerceError('password-too-short')
      const match = RESET_TOKEN.exec(token)
      if (!match) throw new CommerceError('reset-link-invalid')
      const [, customerGuid, recoveryToken] = match
      try {
        await anonymously(context, 'nl', (anonymous) =>
          client.post('Customer/PasswordRecoveryConfirmPOST', {
            token: anonymous,
            query: { token: recoveryToken, email: '', customerGuid },
            json: { newPassword: password, confirmNewPassword: password },
          }),
        )
      } catch (error) {
        // A bad or expired link comes back with password changing switched off; with it on,
        // the shop's password rules refused the new password.
        if (refusedWith(error, 400) && passwordChangingAllowed(error))
          throw new CommerceError('password-too-short', refusalText(error))
        if (refusedWith(error, 400, 404)) throw new CommerceError('reset-link-invalid')
        throw error
      }
    },

    async changePassword(session, current, next) {
      if (next.length < PASSWORD_MIN_LENGTH) throw new CommerceError('password-too-short')
      // The current password is checked first, by signing in with it: ChangePassword refuses a
      // wrong one and a new one its rules do not take alike (400).
      const customer = await customerOf(client, session)
      if (!customer) throw new CommerceError('not-signed-in')
      try {
        await client.post<TokenAnswer>('Authenticate/GetToken', {
          json: { isGuest: false, email: customer.email, password: current },
        })
      } catch (error) {
        if (refusedWith(error, 401)) throw new CommerceError('current-password-wrong')
        throw error
      }
      try {
        await client.post('Customer/ChangePassword', {
          token: session,
          json: { oldPassword: current, newPassword: next, confirmNewPassword: next },
        })
      } catch (error) {
        if (refusedWith(error, 401)) throw new CommerceError('not-signed-in')
        if (refusedWith(error, 400))
          throw new CommerceError('password-too-short', refusalText(error))
        throw error
      }
    },
  }
}
