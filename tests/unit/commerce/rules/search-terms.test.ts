import { describe, expect, it } from 'vitest'

import {
  commonSearchTerms,
  normalizedSearch,
  searchText,
  searchWords,
} from '@/commerce/rules/search-terms'

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

describe('normalizedSearch', () => {
  it.each([
    ['steak', 'steak'],
    ['  STEAK ', 'steak'],
    ['Pulled \t  Pork', 'pulled pork'],
    ['Bœuf', 'bœuf'],
    ['CÔTE À L’OS', 'côte à l’os'],
    ['co\u0302te', 'côte'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, normalized) => {
    expect(normalizedSearch(input)).toBe(normalized)
  })

  it('turns the NFC and NFD forms of one word into the same text', () => {
    expect(normalizedSearch('Crème'.normalize('NFD'))).toBe(normalizedSearch('crème'))
    expect(normalizedSearch('Crème'.normalize('NFD'))).toBe('crème'.normalize('NFC'))
  })

  it('keeps what searchText keeps, at most 100 characters, without a space at the end', () => {
    expect(normalizedSearch('X'.repeat(150))).toBe('x'.repeat(100))
    expect(normalizedSearch(`${'x'.repeat(99)} y`)).toBe('x'.repeat(99))
  })

  it('changes nothing in a text it normalized', () => {
    for (const input of ['  Côte   À l’OS ', 'Pulled\nPork', `${'x'.repeat(99)} y`, 'İstanbul'])
      expect(normalizedSearch(normalizedSearch(input))).toBe(normalizedSearch(input))
  })
})

describe('commonSearchTerms', () => {
  it('reads one normalized term a line, without blank lines', () => {
    expect(commonSearchTerms('Rund\r\n  kip \n\n  \nPulled   Pork\nBŒUF')).toEqual([
      'rund',
      'kip',
      'pulled pork',
      'bœuf',
    ])
  })

  it('has no terms for an empty field', () => {
    expect(commonSearchTerms('')).toEqual([])
    expect(commonSearchTerms(null)).toEqual([])
    expect(commonSearchTerms(undefined)).toEqual([])
  })

  it('drops a line whose normalized text would not normalize to itself again', () => {
    // "İ" lowercases to two characters: at the length limit, a second pass would cut one off.
    expect(commonSearchTerms(`${'i'.repeat(99)}İ\nkip`)).toEqual(['kip'])
  })
})
