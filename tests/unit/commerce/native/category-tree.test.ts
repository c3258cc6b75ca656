import { describe, expect, it } from 'vitest'

import { branchIds, type FlatCategory, rootsOf } from '@/commerce/native/category-tree'

const category = (id: number, parentId: number | null, sortOrder: number): FlatCategory => ({
  id,
  name: `C${id}`,
  slug: `C${id}`,
  description: null,
  image: null,
  parentId,
  sortOrder,
})

const all = [
  category(52, null, 7),
  category(2, null, 1),
  category(56, 52, 4),
  category(1, 52, 1),
  category(53, 52, 2),
  category(3, null, 2),
  category(60, 53, 1),
]

describe('category tree', () => {
  it('lists roots in menu order with their direct children', () => {
    const roots = rootsOf(all)
    expect(roots.map((root) => root.id)).toEqual([2, 3, 52])
    expect(roots[2].subCategories.map((sub) => sub.id)).toEqual([1, 53, 56])
    expect(roots[0].subCategories).toEqual([])
    expect(roots[2]).not.toHaveProperty('sortOrder')
  })

  it('collects a branch with every descendant', () => {
    expect(branchIds(all, 52).sort((a, b) => a - b)).toEqual([1, 52, 53, 56, 60])
    expect(branchIds(all, 2)).toEqual([2])
    expect(branchIds(all, 999)).toEqual([999])
  })
})
