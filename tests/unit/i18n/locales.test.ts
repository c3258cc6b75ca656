import { describe, expect, it } from 'vitest'

import { defaultLocale, isLocale, locales } from '@/i18n/locales'

describe('locales', () => {
  it('are Dutch first, then French and English', () => {
    expect(locales).toEqual(['nl', 'fr', 'en'])
    expect(defaultLocale).toBe('nl')
  })

  it('recognises only the three shop languages', () => {
    for (const locale of locales) expect(isLocale(locale)).toBe(true)
    for (const other of ['de', 'NL', 'nl-BE', '', undefined, null, 2]) {
      expect(isLocale(other)).toBe(false)
    }
  })
})
