import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { requestCustomerSignInLink, signInWithLink } from '@/auth/sign-in-link'
import { admitSignIn } from '@/auth/throttled-sign-in'
import { log } from '@/logging/log'
import { CLIENT_ADDRESS_HEADER } from '@/security/client-address'
import { issueSignInLink } from '@/security/sign-in-links'

import { registration, testCustomers } from './support/commerce'
import { catchShopMail } from './support/mailbox'
import { testPayload, uniqueSlug } from './support/payload'
import { rest } from './support/rest'

const mailbox = catchShopMail()
const password = 'staff-password-123'

/** Addresses no other test uses: a new one for every request of a flood. */
const run = Math.floor(Math.random() * 250)
let next = 0
const newAddress = () => `172.${16 + (next >> 16)}.${run}.${next++ % 250}`

const tokenIn = (text: string) => /signInLink=([\w-]+)/.exec(text)?.[1] ?? ''

/** The mails to an address once `count` of them arrived (mail goes after the answer). */
async function mailsTo(address: string, count = 1) {
  await vi.waitFor(() => expect(mailbox().to(address).length).toBeGreaterThanOrEqual(count), {
    timeout: 10_000,
  })
  return mailbox().to(address)
}

/** Everything the shop's and Payload's loggers were asked to write while a test ran. */
const logged: string[] = []
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const
beforeEach(async () => {
  logged.length = 0
  for (const logger of [log(), (await testPayload()).logger])
    for (const level of LEVELS) {
      const write = logger[level].bind(logger)
      vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
        logged.push(JSON.stringify(args))
        return (write as (...rest: unknown[]) => void)(...args)
      }) as never)
    }
})
afterEach(() => vi.restoreAllMocks())

// Staff accounts made here go again: the seed test expects to make the first one.
afterAll(async () => {
  await (
    await testPayload()
  ).delete({ collection: 'admins', where: { email: { contains: '@links.example.be' } } })
})

async function admin() {
  const email = `${uniqueSlug('owner')}@links.example.be`
  await (await testPayload()).create({ collection: 'admins', data: { email, password } })
  return email
}

const asStaff = (ip: string, cookie = 'payload-lng=nl') => ({
  [CLIENT_ADDRESS_HEADER]: ip,
  cookie,
})
const login = (email: string, secret: string, ip = newAddress(), cookie = '') =>
  rest('POST', '/api/admins/login', {
    headers: asStaff(ip, cookie),
    body: { email, password: secret },
  })
const askLink = (email: string, ip = newAddress()) =>
  rest('POST', '/api/admins/sign-in-link', { headers: asStaff(ip), body: { email } })
const useLink = (token: string) =>
  rest('POST', '/api/admins/sign-in-link/use', { headers: asStaff(newAddress()), body: { token } })

/** A cookie of a response, as a browser would send it back. */
const cookieOf = (headers: Headers, name: string) =>
  headers
    .getSetCookie()
    .find((value) => value.startsWith(`${name}=`))
    ?.split(';')[0] ?? ''

describe('staff: a mailed sign-in link gets the owner in however long strangers guess', () => {
  it('after 100 wrong passwords from 100 addresses, the link signs the owner in, once', async () => {
    const email = await admin()
    const statuses = new Set<number>()
    for (let i = 0; i < 100; i++) statuses.add((await login(email, `guess-${i}`)).status)
    expect(statuses).toEqual(new Set([401, 429]))
    // The right password on a new browser is refused: this is what the link is for.
    expect((await login(email, password)).status).toBe(429)

    const asked = await askLink(email)
    expect(asked.status).toBe(200)
    const [mail] = await mailsTo(email)
    expect(mail.subject).toBe('Je aanmeldlink voor De Vleesboetiek')
    expect(mail.text).toContain('De link werkt één keer, 15 minuten lang.')
    expect(mail.text).toContain('/admin/login?signInLink=')
    const token = tokenIn(mail.text)

    const used = await useLink(token)
    expect(used.status).toBe(200)
    const session = cookieOf(used.headers, 'payload-token')
    expect(session).not.toBe('payload-token=')
    const me = await rest('GET', '/api/admins/me', { headers: { cookie: session } })
    expect((me.body.user as { email?: string } | null)?.email).toBe(email)

    // Single use.
    const again = await useLink(token)
    expect(again.status).toBe(400)
    expect(again.body).toEqual({
      errors: [{ message: expect.stringContaining('niet (meer) geldig') }],
    })

    // The browser is now a known device: the password works there despite the strangers.
    const device = cookieOf(used.headers, 'known-device-admins')
    expect(device).toMatch(/^known-device-admins=./)
    expect((await login(email, password, newAddress(), device)).status).toBe(200)

    expect(logged.join('\n')).not.toContain(token)
  }, 180_000)

  it('answers the same for an address without an account, and mails nothing there', async () => {
    const known = await askLink(await admin())
    const stranger = `${uniqueSlug('nobody')}@links.example.be`
    const unknown = await askLink(stranger)
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    expect(unknown.body).toEqual({ message: expect.stringContaining('Kijk in je mailbox') })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mailbox().to(stranger)).toHaveLength(0)
  })

  it('refuses an expired link, a made-up one and a customer’s', async () => {
    const email = await admin()
    const payload = await testPayload()
    const expired = await issueSignInLink(payload, 'admins', email)
    await (payload.db as unknown as PostgresAdapter).drizzle.execute(
      sql`UPDATE sign_in_links SET expires_at = now() - interval '1 second'`,
    )
    expect((await useLink(expired)).status).toBe(400)
    expect((await useLink('x'.repeat(43))).status).toBe(400)
    expect((await useLink('')).status).toBe(400)
    const customers = await issueSignInLink(payload, 'customers', email)
    expect((await useLink(customers)).status).toBe(400)
  })

  it('mails an address at most 3 links per 15 minutes; those keep working while more are refused', async () => {
    const email = await admin()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await askLink(email)).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429])
    const mails = await mailsTo(email, 3)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailbox().to(email)).toHaveLength(3)
    // A newer link does not void an older one.
    expect((await useLink(tokenIn(mails[0].text))).status).toBe(200)
    expect((await useLink(tokenIn(mails[2].text))).status).toBe(200)
  })

  it('takes 10 link requests per 15 minutes from one network address', async () => {
    const ip = newAddress()
    const statuses = []
    for (let i = 0; i < 11; i++)
      statuses.push((await askLink(`${uniqueSlug('many')}@links.example.be`, ip)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
  })
})

describe('customers: a mailed sign-in link', () => {
  const page = (locale: string, token: string) =>
    `https://shop.example/${locale}/login?signInLink=${token}`

  async function ask(email: string, ip = newAddress()) {
    const later: Promise<void>[] = []
    const verdict = await requestCustomerSignInLink(
      await testPayload(),
      testCustomers,
      { email, headers: new Headers({ [CLIENT_ADDRESS_HEADER]: ip }), page },
      (task) => later.push(task()),
    )
    await Promise.all(later)
    return verdict
  }

  it('signs the owner in after 100 guesses, in their language, once', async () => {
    const owner = registration({ locale: 'fr' })
    await testCustomers.register(owner)
    const attempt = (ip: string) =>
      admitSignIn(owner.email, new Headers({ [CLIENT_ADDRESS_HEADER]: ip }))
    for (let i = 0; i < 100; i++) await attempt(newAddress())
    expect((await attempt(newAddress())).allowed).toBe(false)

    expect(await ask(owner.email.toUpperCase())).toEqual({ allowed: true })
    const [mail] = await mailsTo(owner.email)
    expect(mail.subject).toBe('Votre lien de connexion pour De Vleesboetiek')
    expect(mail.html).toContain('href="https://shop.example/fr/login?signInLink=')
    const token = tokenIn(mail.text)

    const payload = await testPayload()
    const signedIn = await signInWithLink(payload, testCustomers, token, null)
    expect(signedIn?.customer.email).toBe(owner.email)
    expect(await testCustomers.info(signedIn!.session)).toMatchObject({ email: owner.email })
    expect(await signInWithLink(payload, testCustomers, token, null)).toBeNull()
    expect(logged.join('\n')).not.toContain(token)
  }, 180_000)

  it('answers the same for an address without an account and mails nothing', async () => {
    const stranger = `${uniqueSlug('nobody')}@example.be`
    expect(await ask(stranger)).toEqual({ allowed: true })
    expect(mailbox().to(stranger)).toHaveLength(0)
    expect((await ask(stranger)).allowed).toBe(true)
    expect((await ask(stranger)).allowed).toBe(true)
    // Limited per address asked for, whether it has an account or not.
    expect((await ask(stranger)).allowed).toBe(false)
  })

  it('refuses an expired link', async () => {
    const owner = registration()
    await testCustomers.register(owner)
    const payload = await testPayload()
    const token = await issueSignInLink(payload, 'customers', owner.email)
    await (payload.db as unknown as PostgresAdapter).drizzle.execute(
      sql`UPDATE sign_in_links SET expires_at = now() - interval '1 second'`,
    )
    expect(await signInWithLink(payload, testCustomers, token, null)).toBeNull()
  })
})
