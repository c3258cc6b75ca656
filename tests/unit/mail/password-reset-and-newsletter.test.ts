import { describe, expect, it } from 'vitest'

import { newsletterConfirmationMail } from '@/mail/newsletter-confirmation'
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

describe('newsletterConfirmationMail', () => {
  const links = {
    confirm: 'https://shop.example/nieuwsbrief/bevestigen?token=a.b',
    unsubscribe: 'https://shop.example/nieuwsbrief/uitschrijven?token=c.d',
  }

  it('carries the confirm link and, at its foot, the unsubscribe link, in each language', async () => {
    const nl = await newsletterConfirmationMail('an@example.be', 'nl', links)
    const fr = await newsletterConfirmationMail('an@example.be', 'fr', links)
    const en = await newsletterConfirmationMail('an@example.be', 'en', links)
    expect([nl.subject, fr.subject, en.subject]).toEqual([
      'Bevestig je inschrijving op de nieuwsbrief van De Vleesboetiek',
      'Confirmez votre inscription à la newsletter de De Vleesboetiek',
      'Confirm your subscription to the De Vleesboetiek newsletter',
    ])
    expect(nl.text).toContain(links.confirm)
    expect(String(nl.text).trim().endsWith(links.unsubscribe)).toBe(true)
    expect(fr.html).toContain(`href="${links.confirm}"`)
    expect(en.html).toContain(`href="${links.unsubscribe}"`)
    expect(en.to).toBe('an@example.be')
  })
})
