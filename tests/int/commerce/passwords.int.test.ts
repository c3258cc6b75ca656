import { describe, expect, it } from 'vitest'

import { problem, registration, testCustomers } from '../support/commerce'
import { catchShopMail } from '../support/mailbox'
import { uniqueSlug } from '../support/payload'

const customers = testCustomers
const mailbox = catchShopMail()

const link = 'https://shop.example/fr/resetPassword?token={token}'
const tokenIn = (text: string) => /token=([\w.-]+)/.exec(text)?.[1] ?? ''

async function customer() {
  const { email } = await customers.register(
    registration({ gender: 'male', firstName: 'Luc', password: 'old-password-1' }),
  )
  return email
}

describe('passwords', () => {
  it('e-mails a link in the language asked for, and the link sets a new password once', async () => {
    const email = await customer()
    await customers.requestPasswordReset(email.toUpperCase(), 'fr', link)

    const [mail] = mailbox().to(email)
    expect(mail.subject).toBe('Un nouveau mot de passe pour De Vleesboetiek')
    expect(mail.text).toContain('Bonjour Luc,')
    expect(mail.html).toContain('href="https://shop.example/fr/resetPassword?token=')
    const token = tokenIn(mail.text)

    await customers.resetPassword(token, 'new-password-2')
    expect(await customers.signIn(email, 'new-password-2', null)).not.toBeNull()
    expect(await customers.signIn(email, 'old-password-1', null)).toBeNull()
    expect(await problem(customers.resetPassword(token, 'third-password-3'))).toBe(
      'reset-link-invalid',
    )
  })

  it('sends nothing for an address without an account, and says nothing about it', async () => {
    const before = mailbox().messages.length
    await expect(
      customers.requestPasswordReset(`${uniqueSlug('nobody')}@example.be`, 'nl', link),
    ).resolves.toBeUndefined()
    await customers.requestPasswordReset('not-an-address', 'nl', link)
    expect(mailbox().messages.length).toBe(before)
  })

  it('refuses a made-up token and a short password, and changes nothing', async () => {
    const email = await customer()
    expect(await problem(customers.resetPassword('made-up-token', 'new-password-2'))).toBe(
      'reset-link-invalid',
    )
    await customers.requestPasswordReset(email, 'nl', link)
    const token = tokenIn(mailbox().to(email)[0].text)
    expect(await problem(customers.resetPassword(token, 'short'))).toBe('password-too-short')
    expect(await customers.signIn(email, 'old-password-1', null)).not.toBeNull()
  })

  it('changes a signed-in customer’s password only with the right current one', async () => {
    const email = await customer()
    const signedIn = await customers.signIn(email, 'old-password-1', null)
    const id = signedIn?.session ?? ''
    expect(await problem(customers.changePassword(id, 'not-it', 'new-password-2'))).toBe(
      'current-password-wrong',
    )
    expect(await problem(customers.changePassword(id, 'old-password-1', 'short'))).toBe(
      'password-too-short',
    )
    await customers.changePassword(id, 'old-password-1', 'new-password-2')
    expect(await customers.signIn(email, 'new-password-2', null)).not.toBeNull()
    expect(await customers.signIn(email, 'old-password-1', null)).toBeNull()
  })
})
