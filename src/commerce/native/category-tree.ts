import type { Category, CategoryRef } from '../types'

export type FlatCategory = CategoryRef &
  Omit<Category, 'subCategories' | keyof CategoryRef> & { sortOrder: number }

const bySortOrder = (a: FlatCategory, b: FlatCategory) => a.sortOrder - b.sortOrder || a.id - b.id
const ref = ({ id, name, slug }: CategoryRef): CategoryRef => ({ id, name, slug })

/** Attaches each category's direct children, in menu order. */
export function withSubCategories(all: FlatCategory[], category: FlatCategory): Category {
  const { sortOrder: _, ...rest } = category
  void _
  const subCategories = all
    .filter((candidate) => candidate.parentId === category.id)
    .sort(bySortOrder)
    .map(ref)
  return { ...rest, subCategories }
}

export function rootsOf(all: FlatCategory[]): Category[] {
  return all
    .filter((category) => category.parentId === null)
    .sort(bySortOrder)
    .map((category) => withSubCategories(all, category))
}

/** A category's id with all its descendants' ids, for listing a branch's products. */
export function branchIds(all: FlatCategory[], id: number): number[] {
  const children = all.filter((category) => category.parentId === id)
  return [id, ...children.flatMap((child) => branchIds(all, child.id))]
}
