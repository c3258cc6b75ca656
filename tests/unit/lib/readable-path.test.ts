import { describe, expect, it } from 'vitest'

import { readablePath } from '@/lib/readable-path'

describe('readablePath', () => {
  it('decodes an address to the characters a person reads', () => {
    expect(readablePath('/fr/politique-de-confidentialit%C3%A9')).toBe(
      '/fr/politique-de-confidentialité',
    )
    expect(readablePath('/en/privacy-policy')).toBe('/en/privacy-policy')
  })

  it('keeps a malformed address as it is instead of throwing', () => {
    expect(readablePath('/en/%E0%A4%A')).toBe('/en/%E0%A4%A')
  })
})
