import { randomUUID } from 'node:crypto'

import { afterEach, describe, expect, it } from 'vitest'

import { outbox } from '../../support/nopcommerce-double/outbox'
import { registration } from '../support/any-backend'
import { nopBackendForFile } from '../support/nopcommerce'

const backend = nopBackendForFile()

/** The problem code and nopCommerce's words a promise is refused with. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; text?: string }) => ({ code: error.code, text: error.text }),
  )

describe('nopCommerce’s own password rules', () => {
  // The shop asks more than the storefront's 8 characters.
  const strict = () => {
    backend().double.state.extra.passwordMinLength = 12
  }
  afterEach(() => {
    delete backend().double.state.extra.passwordMinLength
  })

  const signedUp = async () => {
    const { commerce, double } = backend()
    const input = registration({ password: 'wachtwoord-1' })
    const customer = await commerce.customers.register(input)
    return { input, customer, session: double.state.newToken(customer.id) }
  }

  it('says a registration’s password is too short, not that the address is known', async () => {
    strict()
    const { commerce } = backend()
    const input = registration({ password: 'tien-tekens', locale: 'nl' })
    expect(await refusal(commerce.customers.register(input))).toEqual({
      code: 'password-too-short',
      text: 'Wachtwoord moet aan de volgende regels voldoen: minstens 12 tekens',
    })
  })

  it('tells a wrong current password from a new one the shop does not take', async () => {
    const { commerce, double } = backend()
    const { customer, session } = await signedUp()
    strict()
    expect(
      await refusal(commerce.customers.changePassword(session, 'not-it-at-all', 'tien-tekens')),
    ).toMatchObject({ code: 'current-password-wrong' })
    expect(
      await refusal(commerce.customers.changePassword(session, 'wachtwoord-1', 'tien-tekens')),
    ).toMatchObject({ code: 'password-too-short' })
    await commerce.customers.changePassword(session, 'wachtwoord-1', 'twaalf-tekens')
    expect(double.state.customers.get(customer.id)?.password).toBe('twaalf-tekens')
  })

  it('tells a new password the shop does not take from a bad reset link', async () => {
    const { commerce, double } = backend()
    const { input, customer } = await signedUp()
    await commerce.customers.requestPasswordReset(input.email, 'nl', 'https://x/?token={token}')
    const link = outbox(double.state)
      .filter((mail) => mail.to === input.email && mail.kind === 'password-recovery')
      .at(-1)!.link
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!)
    strict()
    expect(await refusal(commerce.customers.resetPassword(token, 'tien-tekens'))).toMatchObject({
      code: 'password-too-short',
    })
    expect(
      await refusal(
        commerce.customers.resetPassword(`${token.split('.')[0]}.${randomUUID()}`, 'twaalf-tekens'),
      ),
    ).toMatchObject({ code: 'reset-link-invalid' })
    await commerce.customers.resetPassword(token, 'twaalf-tekens')
    expect(double.state.customers.get(customer.id)?.password).toBe('twaalf-tekens')
  })
})
