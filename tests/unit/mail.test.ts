import { describe, expect, it } from 'vitest'

import { passwordResetMail } from '@/mail/password-reset'

describe('passwordResetMail', () => {
  it('greets by first name and carries the link, in each language', async () => {
    const link = 'https://shop.example/resetPassword?token=abc'
    const nl = await passwordResetMail('an@example.be', 'An', 'nl', link)
    const fr = await passwordResetMail('an@example.be', 'An', 'fr', link)
    const en = await passwordResetMail('an@example.be', 'An', 'en', link)
    expect([nl.subject, fr.subject, en.subject]).toEqual([
      'Een nieuw wachtwoord voor De Vleesboetiek',
      'Un nouveau mot de passe pour De Vleesboetiek',
      'A new password for De Vleesboetiek',
    ])
    expect(nl.text).toContain('Hallo An,')
    expect(fr.text).toContain(link)
    expect(en.html).toContain(`href="${link}"`)
    expect(en.to).toBe('an@example.be')
  })

  it('cannot be made to carry markup through a name', async () => {
    const mail = await passwordResetMail('x@example.be', '<img src=x>', 'en', 'https://s.example/r')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&#60;img src=x&#62;')
  })
})
