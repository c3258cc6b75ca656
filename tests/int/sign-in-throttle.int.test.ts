import { afterAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/security/client-address'
import { forgetAttempts, takeAttempt } from '@/security/throttle'

import { rest } from './support/rest'
import { testPayload, uniqueSlug } from './support/payload'

const limit = (bucket: string, max = 3) => ({ bucket, max, windowSeconds: 600 })

// Staff accounts made here go again: the seed test expects to make the first one.
afterAll(async () => {
  await (
    await testPayload()
  ).delete({
    collection: 'admins',
    where: { email: { contains: '@example.be' } },
  })
})

describe('throttle', () => {
  it('lets the allowance through, refuses the next attempt with a wait, and forgets on request', async () => {
    const payload = await testPayload()
    const bucket = uniqueSlug('bucket')
    for (let i = 0; i < 3; i++)
      expect(await takeAttempt(payload, [limit(bucket)])).toEqual({ allowed: true })
    const refused = await takeAttempt(payload, [limit(bucket)])
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(590)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600)
    }
    // A refused attempt is not counted in the other buckets it named.
    const other = uniqueSlug('other')
    expect((await takeAttempt(payload, [limit(bucket), limit(other, 1)])).allowed).toBe(false)
    expect((await takeAttempt(payload, [limit(other, 1)])).allowed).toBe(true)

    await forgetAttempts(payload, [bucket])
    expect((await takeAttempt(payload, [limit(bucket)])).allowed).toBe(true)
  })

  it('never lets more than the allowance through, however many attempts arrive at once', async () => {
    const payload = await testPayload()
    const bucket = uniqueSlug('parallel')
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, () => takeAttempt(payload, [limit(bucket, 10)])),
    )
    const allowed = verdicts.filter((verdict) => verdict.allowed).length
    expect(allowed).toBeGreaterThan(0)
    expect(allowed).toBeLessThanOrEqual(10)
  })
})

describe('staff sign-in', () => {
  const password = 'staff-password-123'

  async function admin() {
    const email = `${uniqueSlug('owner')}@example.be`
    await (await testPayload()).create({ collection: 'admins', data: { email, password } })
    return email
  }

  const login = (email: string, secret: string, ip: string, cookie = '') =>
    rest('POST', '/api/admins/login', {
      // The address as the shop server hands it to Next.js.
      headers: { [CLIENT_ADDRESS_HEADER]: ip, ...(cookie ? { cookie } : {}) },
      body: { email, password: secret },
    })

  it('answers 429 after ten wrong passwords for one account, from anywhere, without locking the owner out of a known device', async () => {
    const email = await admin()
    expect((await login(email, password, '10.0.0.1')).status).toBe(200)

    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await login(email, 'wrong', `10.1.0.${i}`)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
    // A stranger's device, even with the right password, waits.
    expect((await login(email, password, '10.2.0.1')).status).toBe(429)
  })

  it('lets the owner in from a known device while the account is throttled', async () => {
    const email = await admin()
    const device = await fetchDeviceCookie(email)
    for (let i = 0; i < 10; i++) await login(email, 'wrong', `10.3.0.${i}`)
    expect((await login(email, password, '10.4.0.1')).status).toBe(429)
    expect((await login(email, password, '10.4.0.2', device)).status).toBe(200)
  })

  it('throttles one address guessing many accounts', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const statuses: number[] = []
    for (let i = 0; i < 31; i++)
      statuses.push((await login(`${uniqueSlug('nobody')}@example.be`, 'x', ip)).status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(30)
    expect(statuses[30]).toBe(429)
  })

  async function fetchDeviceCookie(email: string): Promise<string> {
    const answer = await login(email, password, '10.5.0.1')
    expect(answer.status).toBe(200)
    const cookie = answer.headers
      .getSetCookie()
      .find((value) => value.startsWith('known-device-admins='))
    expect(cookie).toBeDefined()
    return cookie!.split(';')[0]
  }
})
