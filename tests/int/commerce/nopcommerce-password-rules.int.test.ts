import { describe, expect, it } from 'vitest'

import { resetTokenOf } from '@/commerce/nopcommerce/customers'

import { outbox } from '../../support/nopcommerce-double/outbox'
import { registration } from '../support/any-backend'
import { nopBackendForFile } from '../support/nopcommerce'

const backend = nopBackendForFile()

/** The problem code and text a promise is refused with. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; text?: string }) => ({ code: error.code, text: error.text }),
  )

/**
 * The plugin applies none of the shop's password rules of nopCommerce's admin (length,
 * characters: those are the web store's form validators); the storefront's own minimum applies.
 * What nopCommerce itself still refuses is a blank password and one of the last four
 * (CustomerRegistrationService.ChangePasswordAsync).
 */
describe('nopCommerce’s own password rules', () => {
  const signedUp = async () => {
    const { commerce, double } = backend()
    const input = registration({ password: 'wachtwoord-1', locale: 'nl' })
    const customer = await commerce.customers.register(input)
    return { input, customer, session: double.state.newSession(customer.id) }
  }

  it('says a blank or short password is too short before nopCommerce sees it', async () => {
    const { commerce, double } = backend()
    const before = double.calls.get('POST Customer/Register') ?? 0
    const blank = registration({ password: ' '.repeat(12) })
    expect(await refusal(commerce.customers.register(blank))).toMatchObject({
      code: 'password-too-short',
    })
    expect(double.calls.get('POST Customer/Register') ?? 0).toBe(before)
  })

  it('tells a wrong current password from a recently used new one, in codes only', async () => {
    const { commerce, double } = backend()
    const { customer, session } = await signedUp()
    expect(
      await refusal(commerce.customers.changePassword(session, 'not-it-at-all', 'tien-tekens')),
    ).toEqual({ code: 'current-password-wrong', text: undefined })
    await commerce.customers.changePassword(session, 'wachtwoord-1', 'twaalf-tekens')
    expect(
      await refusal(commerce.customers.changePassword(session, 'twaalf-tekens', 'wachtwoord-1')),
    ).toEqual({ code: 'password-reused', text: undefined })
    expect(double.state.customers.get(customer.id)?.password).toBe('twaalf-tekens')
  })

  it('tells a recently used new password from a bad reset link', async () => {
    const { commerce, double } = backend()
    const { input, customer } = await signedUp()
    await commerce.customers.requestPasswordReset(input.email, 'nl', 'https://x/?token={token}')
    const link = new URL(
      outbox(double.state)
        .filter((mail) => mail.to === input.email && mail.kind === 'password-recovery')
        .at(-1)!.link,
    )
    const recoveryToken = link.searchParams.get('token')!
    const guid = link.searchParams.get('guid')!
    expect(
      await refusal(
        commerce.customers.resetPassword(resetTokenOf(recoveryToken, guid), 'wachtwoord-1'),
      ),
    ).toMatchObject({ code: 'password-reused' })
    expect(
      await refusal(
        commerce.customers.resetPassword(resetTokenOf(crypto.randomUUID(), guid), 'twaalf-tekens'),
      ),
    ).toMatchObject({ code: 'reset-link-invalid' })
    await commerce.customers.resetPassword(resetTokenOf(recoveryToken, guid), 'twaalf-tekens')
    expect(double.state.customers.get(customer.id)?.password).toBe('twaalf-tekens')
  })
})
