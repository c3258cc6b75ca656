import { checkedRegistration } from '../shop/address-checks'
import { CommerceError, type CustomerApi } from '../provider'
import { PASSWORD_MIN_LENGTH } from '../rules/credentials'
import { isEmail, normalizeEmail } from '../rules/email'
import type { Locale } from '../types'
import { addAddress } from './account'
import { anonymously } from './anonymous-call'
import type { NopContext } from './context'
import { customerInfoOf, customerOf } from './customer-info'
import { registerRequest } from './customer-reshape'
import { isGuid } from './guid'
import { newGuestToken, type TokenAnswer } from './guest-token'
import { requestSubscription } from './newsletter'
import { refusedWith } from './refusal'
import { nopSignIn } from './sign-in'

/**
 * The storefront's password reset token: the customer's GUID and nopCommerce's recovery token
 * (both GUIDs), the two values of the link nopCommerce mails
 * (`{store URL}passwordrecovery/confirm?token={recovery token}&guid={customer GUID}`).
 */
const RESET_TOKEN = /^([0-9a-f-]{36})\.([0-9a-f-]{36})$/i

/** The storefront's reset token for the values of nopCommerce's password recovery link. */
export const resetTokenOf = (recoveryToken: string, customerGuid: string) =>
  `${customerGuid}.${recoveryToken}`

/** PasswordRecoveryConfirm's and PasswordRecoveryConfirmPOST's answer (always 200), camelCased. */
type RecoveryAnswer = { disablePasswordChanging: boolean }

/**
 * A new password nopCommerce itself would refuse as missing (ChangePasswordAsync: blank); its
 * other rule, no reuse of a recent password, only nopCommerce can check. The shop's length rule
 * is the storefront's: the plugin applies none of nopCommerce's password rules.
 */
function checkedNewPassword(password: string) {
  if (password.length < PASSWORD_MIN_LENGTH || !password.trim())
    throw new CommerceError('password-too-short')
}

export function nopCustomers(context: NopContext): CustomerApi {
  const { client } = context

  const newGuest = (locale: Locale) => newGuestToken(client, locale)

  /**
   * Whether a recovery link still lets its customer choose a password: nopCommerce answers
   * PasswordRecoveryConfirm with password changing switched off for a bad, expired or used link,
   * and 404 for an unknown customer. `email` is required: the customer's GUID stands in for it
   * (an address is looked up first, and a GUID is no registered address).
   */
  const recoveryQuery = (customerGuid: string, recoveryToken: string) => ({
    token: recoveryToken,
    email: customerGuid,
    customerGuid,
  })

  return {
    startGuest: newGuest,
    signIn: nopSignIn(context),

    /**
     * nopCommerce registers the customer behind the request's token: a new guest in the
     * customer's language becomes the account, and its session then speaks for the customer.
     */
    async register(input) {
      const { email, addresses } = checkedRegistration(input)
      checkedNewPassword(input.password)
      const session = await newGuest(input.locale)
      try {
        await client.post('Customer/Register', {
          token: session,
          json: registerRequest(input, email),
        })
      } catch (error) {
        // Its list of errors: everything it checks but a known address was checked above.
        if (refusedWith(error, 400)) throw new CommerceError('email-exists')
        throw error
      }
      for (const address of addresses) await addAddress(client, session, address)
      if (input.newsletter) await requestSubscription(client, session, email)
      const customer = await customerOf(client, session)
      if (!customer) throw new Error('nopCommerce does not know the customer it just registered')
      return customer
    },

    info: (session) => customerOf(client, session),

    /**
     * nopCommerce makes the recovery token and mails its own link, in the language of the
     * anonymous caller: `linkTemplate` cannot go with the request (the plugin reads only the
     * address), so the link leads to the store URL set in nopCommerce (README), which the
     * storefront answers (`resetTokenOfMailedLink`).
     */
    async requestPasswordReset(rawEmail, locale) {
      const email = normalizeEmail(rawEmail)
      if (!isEmail(email)) return
      // Always 200, its result saying whether the address is known: that stays untold.
      await anonymously(context, locale, (token) =>
        client.post('Customer/PasswordRecoverySend', { token, json: { email } }),
      )
    },

    async resetPassword(token, password) {
      checkedNewPassword(password)
      const match = RESET_TOKEN.exec(token)
      if (!match) throw new CommerceError('reset-link-invalid')
      const [, customerGuid, recoveryToken] = match
      const query = recoveryQuery(customerGuid, recoveryToken)
      await anonymously(context, 'nl', async (anonymous) => {
        const link = await client
          .post<RecoveryAnswer>('Customer/PasswordRecoveryConfirm', { token: anonymous, query })
          .catch((error: unknown) => {
            if (refusedWith(error, 400, 404)) throw new CommerceError('reset-link-invalid')
            throw error
          })
        if (link.disablePasswordChanging) throw new CommerceError('reset-link-invalid')
        const changed = await client.post<RecoveryAnswer>('Customer/PasswordRecoveryConfirmPOST', {
          token: anonymous,
          query,
          json: { newPassword: password, confirmNewPassword: password },
        })
        // Switched off once the password changed; still on when ChangePasswordAsync refused the
        // new one, which after the checks above is a recently used password.
        if (!changed.disablePasswordChanging) throw new CommerceError('password-reused')
      })
    },

    /**
     * MessageTokenProvider's `%Customer.PasswordRecoveryURL%`: the PasswordRecoveryConfirm route
     * (`{store URL}passwordrecovery/confirm`) with the recovery token and the customer's GUID.
     */
    resetTokenOfMailedLink({ token, guid }) {
      return isGuid(token) && isGuid(guid) ? resetTokenOf(token, guid) : null
    },

    async changePassword(session, current, next) {
      checkedNewPassword(next)
      // The current password is checked first, by signing in with it: ChangePassword refuses a
      // wrong one and a reused new one alike (400, in nopCommerce's words).
      const info = await customerInfoOf(client, session)
      if (!info?.email) throw new CommerceError('not-signed-in')
      try {
        await client.post<TokenAnswer>('Authenticate/GetToken', {
          json: { isGuest: false, email: info.email, password: current },
        })
      } catch (error) {
        if (refusedWith(error, 400)) throw new CommerceError('current-password-wrong')
        throw error
      }
      try {
        await client.post('Customer/ChangePassword', {
          token: session,
          json: { oldPassword: current, newPassword: next, confirmNewPassword: next },
        })
      } catch (error) {
        if (refusedWith(error, 401)) throw new CommerceError('not-signed-in')
        if (refusedWith(error, 400)) throw new CommerceError('password-reused')
        throw error
      }
    },
  }
}
