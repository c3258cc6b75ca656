import { describe, expect, it } from 'vitest'

import { check } from '@/collections/validate'

const startsWithSlash = check((value) => value.startsWith('/'), {
  nl: 'Begin met /.',
  fr: 'Commencez par /.',
  en: 'Start with /.',
})
const inAdmin = (language?: string) => ({ req: { i18n: { language } } })

describe('admin validation messages', () => {
  it('accepts a valid value', () => {
    expect(startsWithSlash('/producten', inAdmin('fr'))).toBe(true)
  })

  it("explains a wrong value in the editor's admin language, Dutch when unknown", () => {
    expect(startsWithSlash('producten', inAdmin('nl'))).toBe('Begin met /.')
    expect(startsWithSlash('producten', inAdmin('fr'))).toBe('Commencez par /.')
    expect(startsWithSlash('producten', inAdmin('en'))).toBe('Start with /.')
    expect(startsWithSlash('producten', inAdmin('de'))).toBe('Begin met /.')
    expect(startsWithSlash('producten', inAdmin())).toBe('Begin met /.')
  })

  it('treats an empty field as an empty text', () => {
    const optional = check((value) => value === '' || value.startsWith('GTM-'), {
      nl: 'x',
      fr: 'x',
      en: 'x',
    })
    expect(optional(null, inAdmin('en'))).toBe(true)
    expect(optional(undefined, inAdmin('en'))).toBe(true)
    expect(startsWithSlash(null, inAdmin('en'))).toBe('Start with /.')
    expect(startsWithSlash(42, inAdmin('en'))).toBe('Start with /.')
  })
})
