import { describe, expect, it } from 'vitest'

import {
  CONFIRM_LINK_MS,
  type NewsletterClaims,
  readNewsletterToken,
  signNewsletterToken,
} from '@/commerce/rules/newsletter-token'

const secret = 'a-secret-of-at-least-thirty-two-characters'
const now = Date.UTC(2026, 10, 23, 12)
const claims: NewsletterClaims = {
  purpose: 'confirm',
  email: 'an@example.be',
  locale: 'fr',
  issuedAt: now,
}

describe('newsletter link tokens', () => {
  it('read back what they were signed with, for the purpose they were signed for', () => {
    const token = signNewsletterToken(claims, secret)
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(readNewsletterToken(token, 'confirm', secret, now + 1000)).toEqual(claims)
    expect(readNewsletterToken(token, 'unsubscribe', secret, now)).toBeNull()
  })

  it('are worthless with another secret or any changed character', () => {
    const token = signNewsletterToken(claims, secret)
    expect(readNewsletterToken(token, 'confirm', `${secret}x`, now)).toBeNull()
    const [body, mac] = token.split('.')
    const other = signNewsletterToken({ ...claims, email: 'eve@example.be' }, secret).split('.')[0]
    expect(readNewsletterToken(`${other}.${mac}`, 'confirm', secret, now)).toBeNull()
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    expect(readNewsletterToken(`${body}.${flipped}`, 'confirm', secret, now)).toBeNull()
    for (const junk of ['', '.', 'abc', `${body}.`, `.${mac}`, `${token}.more`])
      expect(readNewsletterToken(junk, 'confirm', secret, now)).toBeNull()
  })

  it('confirm within seven days; unsubscribe for ever; none from the future', () => {
    const token = signNewsletterToken(claims, secret)
    expect(readNewsletterToken(token, 'confirm', secret, now + CONFIRM_LINK_MS)).not.toBeNull()
    expect(readNewsletterToken(token, 'confirm', secret, now + CONFIRM_LINK_MS + 1)).toBeNull()
    const leave = signNewsletterToken({ ...claims, purpose: 'unsubscribe' }, secret)
    expect(
      readNewsletterToken(leave, 'unsubscribe', secret, now + 1000 * CONFIRM_LINK_MS),
    ).not.toBeNull()
    expect(readNewsletterToken(token, 'confirm', secret, now - 60 * 60 * 1000)).toBeNull()
  })
})
