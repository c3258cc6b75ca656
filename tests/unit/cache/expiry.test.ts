import { describe, expect, it } from 'vitest'

import { expiredBy, touchesApproved, touchesPublished } from '@/cache/expiry'

describe('what expires what', () => {
  it('expires the whole catalog with a product or category, and only it with a breed or tag', () => {
    expect(expiredBy.products({ id: 7 })).toEqual(['catalog', 'product:7'])
    expect(expiredBy.categories({ id: 3 })).toEqual(['catalog', 'category:3'])
    expect(expiredBy.breeds()).toEqual(['catalog'])
    expect(expiredBy.tags()).toEqual(['catalog'])
  })

  it('names a page by its key, a post and a test by their id, with the lists that show them', () => {
    expect(expiredBy.pages({ slug: 'home' })).toEqual(['page:home', 'page-paths'])
    expect(expiredBy.pages({ slug: 'delivery' })).toEqual(['page:delivery', 'page-paths'])
    expect(expiredBy.posts({ id: 12 })).toEqual(['post:12', 'posts'])
    expect(expiredBy.tests({ id: 4 })).toEqual(['test:4', 'tests'])
  })

  it('expires a review’s product, and the one it was on when it moved', () => {
    expect(expiredBy.reviews({ product: 5 })).toEqual(['product:5'])
    expect(expiredBy.reviews({ product: { id: 5 } }, { product: 5 })).toEqual(['product:5'])
    expect(expiredBy.reviews({ product: 5 }, { product: 6 })).toEqual(['product:5', 'product:6'])
  })

  it('expires the settings with any of the globals that frame every page', () => {
    for (const global of ['shop-settings', 'delivery-calendar', 'banner', 'navigation'] as const)
      expect(expiredBy[global]()).toEqual(['settings'])
  })
})

describe('which changes reach visitors', () => {
  const before = [
    undefined,
    null,
    {},
    { _status: null },
    { _status: 'draft' },
    { _status: 'published' },
  ]

  it('counts a draft only over what was published', () => {
    // A draft reaches no visitor: new, or over a draft, it expires nothing; over what was
    // published (saving a draft of a published page, unpublishing), it does.
    expect(before.map((previous) => touchesPublished({ _status: 'draft' }, previous))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ])
  })

  it('counts publishing whatever came before, and saving where there are no drafts', () => {
    for (const now of ['published', null, undefined])
      expect(before.map((previous) => touchesPublished({ _status: now }, previous))).toEqual(
        before.map(() => true),
      )
    expect(touchesPublished({}, undefined)).toBe(true)
  })

  it('counts a review only while or once it is approved', () => {
    expect(touchesApproved({ approved: false }, { approved: false })).toBe(false)
    expect(touchesApproved({ approved: null })).toBe(false)
    expect(touchesApproved({ approved: true })).toBe(true)
    expect(touchesApproved({ approved: false }, { approved: true })).toBe(true)
  })
})
