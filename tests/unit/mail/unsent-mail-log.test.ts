import { afterEach, describe, expect, it, vi } from 'vitest'

import { escapeControlCharacters } from '@/logging/escape-control-characters'
import { log } from '@/logging/log'
import { passwordResetMail } from '@/mail/password-reset'
import { sendMail } from '@/mail/transport'
import { unsentMailLog } from '@/mail/unsent-mail-log'

const token = '3f9c2a7b1d0e4c5f8a6b9d2e1f0c3b4a'
const link = `https://shop.example/nl/wachtwoord-herstellen?token=${token}`

/** What sendMail prints without SMTP_URL, with MAIL_LOG_BODIES as given. */
async function printed(mail: Parameters<typeof sendMail>[0], logBodies?: string) {
  vi.stubEnv('SMTP_URL', '')
  vi.stubEnv('MAIL_LOG_BODIES', logBodies ?? '')
  const lines: string[] = []
  vi.spyOn(log(), 'info').mockImplementation(((line: string) => {
    lines.push(line)
  }) as never)
  await sendMail(mail)
  return lines.join('\n')
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('an e-mail not sent because SMTP_URL is unset', () => {
  it('is logged by recipient and subject, without its reset link or token', async () => {
    const log = await printed(await passwordResetMail('an@example.be', 'An', 'nl', link))
    expect(log).toBe(
      'E-mail to an@example.be, "Een nieuw wachtwoord voor De Vleesboetiek" (not sent: SMTP_URL is unset)',
    )
    expect(log).not.toContain(token)
  })

  it('keeps an admin’s reset mail (Payload’s, html only) out of the log too', async () => {
    const html = `<a href="https://shop.example/admin/reset/${token}">Reset</a>`
    const log = await printed({ to: 'admin@example.be', subject: 'Reset your password', html })
    expect(log).not.toContain(token)
    expect(log).not.toContain('href')
  })

  it('prints the text, link included, when MAIL_LOG_BODIES=true asks for it', async () => {
    const log = await printed(await passwordResetMail('an@example.be', 'An', 'nl', link), 'true')
    expect(log).toContain(link)
    expect(log).toContain('Hallo An,')
  })

  it('escapes control characters of addresses, names and subjects in one log line', async () => {
    const log = await printed({
      to: [
        'evil@example.be\nINFO: forged line',
        { name: 'Mallory', address: 'mallory\u001b[31m@example.be' },
      ],
      subject: 'Hi\r\nthere\u2028',
    })
    expect(log).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
    expect(log).toContain('evil@example.be\\nINFO: forged line')
    expect(log).toContain('mallory\\u001b[31m@example.be')
    expect(log).toContain('"Hi\\r\\nthere\\u2028"')
  })

  it('escapes control characters in a logged body, line by line', () => {
    const log = unsentMailLog(
      { to: 'an@example.be', subject: 'Hoi', text: 'Hallo \u001b[2JAn\nTot ziens' },
      true,
    )
    expect(log.split('\n')).toEqual([
      'E-mail to an@example.be, "Hoi" (not sent: SMTP_URL is unset)',
      '  Hallo \\u001b[2JAn',
      '  Tot ziens',
    ])
  })
})

describe('escapeControlCharacters', () => {
  it('leaves ordinary text, accents included, as it is', () => {
    expect(escapeControlCharacters('Crème brûlée — €12,50')).toBe('Crème brûlée — €12,50')
  })
})
