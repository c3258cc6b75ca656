import { describe, expect, it } from 'vitest'

import { pageLanguageFirst } from '@/commerce/rules/review-order'
import type { Locale } from '@/commerce/types'

const review = (id: number, language: Locale | null) => ({ id, language })

describe('the reviews a product page lists', () => {
  const newestFirst = [
    review(1, 'nl'),
    review(2, 'en'),
    review(3, null),
    review(4, 'fr'),
    review(5, 'en'),
  ]

  it('come in the page’s language first, each group newest first as it came', () => {
    expect(pageLanguageFirst(newestFirst, 'en').map(({ id }) => id)).toEqual([2, 5, 1, 3, 4])
    expect(pageLanguageFirst(newestFirst, 'fr').map(({ id }) => id)).toEqual([4, 1, 2, 3, 5])
  })

  it('stay as they came when none is in the page’s language', () => {
    expect(pageLanguageFirst([review(1, 'nl'), review(2, null)], 'fr')).toEqual([
      review(1, 'nl'),
      review(2, null),
    ])
  })
})
