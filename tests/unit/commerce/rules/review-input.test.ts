import { describe, expect, it } from 'vitest'

import { reviewAuthor, reviewProblems } from '@/commerce/rules/review-input'

const valid = { title: 'Heerlijk mals', text: 'Perfect gebakken op de BBQ.', rating: 5 }

describe('reviewProblems', () => {
  it('accepts a title, a text and a whole rating from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(reviewProblems({ ...valid, rating })).toEqual({})
  })

  it.each([
    [{ title: '   ' }, { title: 'title-required' }],
    [{ title: 'x'.repeat(121) }, { title: 'title-too-long' }],
    [{ title: ` ${'x'.repeat(120)} ` }, {}],
    [{ text: '' }, { text: 'text-required' }],
    [{ text: 'x'.repeat(2001) }, { text: 'text-too-long' }],
    [{ rating: 0 }, { rating: 'rating-required' }],
    [{ rating: 6 }, { rating: 'rating-required' }],
    [{ rating: 4.5 }, { rating: 'rating-required' }],
    [{ rating: Number.NaN }, { rating: 'rating-required' }],
  ])('%o → %o', (change, problems) => {
    expect(reviewProblems({ ...valid, ...change })).toEqual(problems)
  })
})

describe('reviewAuthor', () => {
  it('signs with the first name and the initial of the last name', () => {
    expect(reviewAuthor('Sofie', 'claes')).toBe('Sofie C.')
    expect(reviewAuthor(' An ', '')).toBe('An')
  })
})
