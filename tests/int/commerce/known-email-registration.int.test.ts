import { describe, expect, it } from 'vitest'

import { registerOrTellOwner } from '@/auth/registration'

import { catchShopMail } from '../support/mailbox'
import { registration, testCustomers } from '../support/commerce'
import { testPayload } from '../support/payload'

const mailbox = catchShopMail()
const links = { signIn: 'https://shop.example/fr/login', recovery: 'https://shop.example/fr/pwd' }

/** Registers as the action does, running what it leaves for after the response at once. */
async function register(input: ReturnType<typeof registration>) {
  const later: Promise<void>[] = []
  const started = performance.now()
  await registerOrTellOwner(testCustomers, input, links, (task) => later.push(task()))
  const ms = performance.now() - started
  await Promise.all(later)
  return { ms, mailsLeftForLater: later.length }
}

const customersWith = async (email: string) =>
  (
    await (
      await testPayload()
    ).count({ collection: 'customers', where: { email: { equals: email } } })
  ).totalDocs

describe('registering with an address that already has an account', () => {
  it('answers as for a new address, changes nothing and mails the owner in the language used', async () => {
    const first = registration({ locale: 'nl' })
    const made = await register(first)
    expect(made.mailsLeftForLater).toBe(0)
    expect(mailbox().to(first.email)).toHaveLength(0)

    const again = registration({
      email: `  ${first.email.toUpperCase()} `,
      password: 'someone-else-2026',
      firstName: 'Mallory',
      locale: 'fr',
    })
    const known = await register(again)
    expect(known.mailsLeftForLater).toBe(1)
    expect(await customersWith(first.email)).toBe(1)
    // The owner's password still signs in; the stranger's does not.
    expect(await testCustomers.signIn(first.email, first.password, null)).not.toBeNull()
    expect(await testCustomers.signIn(first.email, again.password, null)).toBeNull()

    const [mail] = mailbox().to(first.email)
    expect(mail.subject).toBe('Votre compte chez De Vleesboetiek')
    expect(mail.text).toContain('Un compte existe déjà pour cette adresse')
    expect(mail.text).toContain(links.signIn)
    expect(mail.text).toContain(links.recovery)
    expect(mail.text).not.toContain('Mallory')
  }, 90_000)

  it('takes about as long as making a new account', async () => {
    const times = { fresh: [] as number[], known: [] as number[] }
    const existing = registration()
    await register(existing)
    for (let i = 0; i < 5; i++) {
      times.fresh.push((await register(registration())).ms)
      times.known.push((await register({ ...existing, password: `guess-${i}-2026` })).ms)
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]
    // Without the decoy hash and the wait it answered in well under half the time. (A busy
    // machine makes both vary too much to bound it from above as tightly.)
    expect(median(times.known)).toBeGreaterThan(median(times.fresh) * 0.6)
    // Eleven registrations, each with a password hash.
  }, 180_000)
})
