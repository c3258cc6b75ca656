import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { bodyLimit, STAFF_BODY_LIMIT } from '@/security/body-limits'
import { WEBHOOK_BODY_LIMIT } from '@/security/capped-body'
import { carriesStaffToken, payloadSigningKey } from '@/security/staff-token'
import { tooLargeAnswer } from '@/server/too-large-answer'

describe('body limits', () => {
  it('gives each kind of address the body it needs', () => {
    expect(bodyLimit('/api/payments/mollie', false)).toBe(WEBHOOK_BODY_LIMIT)
    expect(bodyLimit('/api/storefront/catalog-changed', false)).toBe(64 * 1024)
    for (const path of [
      '/api/auth/callback/credentials',
      '/api/admins/login',
      '/api/admins/sign-in-link',
      '/api/customers/forgot-password',
      '/api/media',
      '/api',
    ])
      expect(bodyLimit(path, false)).toBe(16 * 1024)
    expect(bodyLimit('/fr/panier', false)).toBe(128 * 1024)
    expect(bodyLimit('/admin/login', false)).toBe(128 * 1024)
  })

  it('reads the path as the router does', () => {
    expect(bodyLimit('/API/Payments/Mollie', false)).toBe(WEBHOOK_BODY_LIMIT)
    expect(bodyLimit('/%61pi/payments/mollie', false)).toBe(WEBHOOK_BODY_LIMIT)
    expect(bodyLimit('//api//admins/login', false)).toBe(16 * 1024)
    expect(bodyLimit('/%E0%A4%A', false)).toBe(128 * 1024)
  })

  it('lets staff upload pictures anywhere', () => {
    expect(bodyLimit('/api/media', true)).toBe(STAFF_BODY_LIMIT)
    expect(bodyLimit('/admin/collections/media/create', true)).toBe(STAFF_BODY_LIMIT)
  })
})

const SECRET = 'unit-test-payload-secret'
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

function token(claims: object, secret = SECRET, alg = 'HS256') {
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}`
  const signature = createHmac('sha256', payloadSigningKey(secret)).update(unsigned)
  return `${unsigned}.${signature.digest('base64url')}`
}

const inAnHour = Math.floor(Date.now() / 1000) + 3600
const admin = { id: 1, collection: 'admins', email: 'a@example.be', exp: inAnHour }

describe('a staff token', () => {
  it('is an admin token Payload signed, unexpired, in the cookie or the header', () => {
    expect(carriesStaffToken({ cookie: `a=b; payload-token=${token(admin)}` }, SECRET)).toBe(true)
    expect(carriesStaffToken({ authorization: `JWT ${token(admin)}` }, SECRET)).toBe(true)
  })

  it('is not one signed with another secret, expired, a customer’s, or malformed', () => {
    const cookie = (value: string) => ({ cookie: `payload-token=${value}` })
    expect(carriesStaffToken(cookie(token(admin, 'another secret')), SECRET)).toBe(false)
    expect(carriesStaffToken(cookie(token({ ...admin, exp: 1000 })), SECRET)).toBe(false)
    expect(carriesStaffToken(cookie(token({ ...admin, collection: 'customers' })), SECRET)).toBe(
      false,
    )
    expect(carriesStaffToken(cookie(token(admin, SECRET, 'none')), SECRET)).toBe(false)
    for (const value of ['', 'a.b', 'a.b.c', '%E0%A4%A', `${token(admin)}x`])
      expect(carriesStaffToken(cookie(value), SECRET)).toBe(false)
    expect(carriesStaffToken(cookie(token(admin)), undefined)).toBe(false)
    expect(carriesStaffToken({}, SECRET)).toBe(false)
  })
})

describe('the answer to a body too large', () => {
  it('is JSON under /api', () => {
    const answer = tooLargeAnswer('/api/admins/login', undefined, 16384)
    expect(answer.contentType).toMatch(/^application\/json/)
    expect(JSON.parse(answer.body).errors[0].message).toMatch(/at most 16384 bytes/)
  })

  it('is the shop’s page in the language of the address, else of the cookie, else Dutch', () => {
    expect(tooLargeAnswer('/fr/panier', 'NEXT_LOCALE=en', 1).body).toContain('lang="fr"')
    expect(tooLargeAnswer('/winkelmand', 'NEXT_LOCALE=en', 1).body).toContain('lang="en"')
    expect(tooLargeAnswer('/winkelmand', 'NEXT_LOCALE=%E0', 1).body).toContain('lang="nl"')
    const page = tooLargeAnswer('/en/cart', undefined, 1).body
    expect(page).toContain('Too much to send')
    expect(page).toContain('<a href="/en">')
  })
})
