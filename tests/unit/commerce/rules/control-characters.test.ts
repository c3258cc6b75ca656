import { describe, expect, it } from 'vitest'

import { withoutControlCharacters } from '@/commerce/rules/control-characters'

describe('withoutControlCharacters', () => {
  it('drops every control character: C0 (TAB, CR, LF, NUL, ESC), DEL and C1', () => {
    expect(withoutControlCharacters('X\r=1+1')).toBe('X=1+1')
    expect(withoutControlCharacters('\t=2+2')).toBe('=2+2')
    expect(withoutControlCharacters('Jan\nPeeters\u0000\u001b\u007f\u0085\u009f')).toBe(
      'JanPeeters',
    )
  })

  it('keeps letters, accents, spaces and punctuation as written', () => {
    const name = 'Zoë Van den Brûlé-d’Hondt, Straße 1 «B»'
    expect(withoutControlCharacters(name)).toBe(name)
  })
})
