import { describe, expect, it } from 'vitest'

import { searchText, searchWords } from '@/commerce/rules/search-terms'

describe('searchWords', () => {
  it.each([
    ['rund', 'rund'],
    ['rund gehakt', 'rund gehakt'],
    ['  Côte   à l’os ', 'Côte à l os'],
    ['bœuf', 'bœuf'],
    ['4 steaks', '4 steaks'],
    ["o'reilly & | ! ( ) :* <->", 'o reilly'],
    ['ŉ ⑴', 'ŉ ⑴'],
  ])('%s → %s', (input, words) => {
    expect(searchWords(input)).toBe(words)
  })

  it('gives nothing to search for blank or punctuation-only input', () => {
    for (const input of ['', '   ', '&|!', ':*', '---']) expect(searchWords(input)).toBeNull()
  })

  it('keeps at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')?.split(' ')).toHaveLength(8)
  })
})

describe('searchText', () => {
  it('trims what was typed and keeps at most 100 characters', () => {
    expect(searchText('  kip  ')).toBe('kip')
    expect(searchText('x'.repeat(150))).toHaveLength(100)
    expect(searchText(null)).toBe('')
    expect(searchText(undefined)).toBe('')
  })
})
