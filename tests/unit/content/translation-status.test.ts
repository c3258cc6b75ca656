import { describe, expect, it } from 'vitest'

import { missingTranslations, savedIn } from '@/content/translation-status'

describe('what a translator still has to do', () => {
  it('a document only written in Dutch needs French and English', () => {
    expect(missingTranslations({ nl: '2026-11-01T10:00:00.000Z' })).toEqual(['fr', 'en'])
  })

  it('a translation saved after the Dutch text is done', () => {
    expect(
      missingTranslations({
        nl: '2026-11-01T10:00:00.000Z',
        fr: '2026-11-02T10:00:00.000Z',
        en: '2026-11-01T10:00:00.000Z',
      }),
    ).toEqual([])
  })

  it('a translation older than the latest Dutch change is to do again', () => {
    const translated = {
      nl: '2026-11-01T10:00:00.000Z',
      fr: '2026-11-02T10:00:00.000Z',
      en: '2026-11-02T10:00:00.000Z',
    }
    const changed = savedIn(translated, 'nl', new Date('2026-11-03T09:00:00Z'))
    expect(missingTranslations(changed)).toEqual(['fr', 'en'])
    const french = savedIn(changed, 'fr', new Date('2026-11-03T11:00:00Z'))
    expect(missingTranslations(french)).toEqual(['en'])
  })

  it('a translation written before any Dutch text counts as done until Dutch changes', () => {
    expect(
      missingTranslations({ fr: '2026-11-01T10:00:00.000Z', en: '2026-11-01T10:00:00.000Z' }),
    ).toEqual([])
  })
})
