import { describe, expect, it } from 'vitest'

import { isEmail, limitEmail, normalizeEmail } from '@/commerce/rules/email'

describe('e-mail addresses', () => {
  it.each([
    'jan@example.com',
    'marie.dupont+bbq@boucherie.example.be',
    'a@b.lu',
    'x_y@sub.domain.nl',
  ])('accepts %s', (email) => expect(isEmail(email)).toBe(true))

  it.each([
    '',
    'jan',
    'jan@',
    '@example.com',
    'jan@example',
    'jan@example.c',
    'j an@example.com',
    'a@@b.com',
    `${'a'.repeat(250)}@b.com`,
  ])('refuses %j', (email) => expect(isEmail(email)).toBe(false))

  it('compares addresses trimmed and in lower case', () => {
    expect(normalizeEmail('  Jan@Example.COM ')).toBe('jan@example.com')
  })
})

describe('limitEmail', () => {
  it('counts +tag variants and capitals as one mailbox', () => {
    expect(limitEmail(' Jan.Peeters+promo@Example.BE ')).toBe('jan.peeters@example.be')
    expect(limitEmail('jan+a+b@example.be')).toBe('jan@example.be')
    expect(limitEmail('jan@example.be')).toBe('jan@example.be')
  })
})
