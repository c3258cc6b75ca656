import type { ProductSort } from '../types'

export type ListParams = {
  page: number
  sort: ProductSort
  tags: string[]
  breed?: string
  category?: number
}
type SearchParams = Record<string, string | string[] | undefined>

const sorts: ProductSort[] = ['name', 'price-asc', 'price-desc', 'newest']
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const SLUG = /^[a-z0-9-]{1,60}$/

/** Reads a product list's state from the address, ignoring anything malformed. */
export function parseListParams(params: SearchParams): ListParams {
  const page = Number(first(params.page))
  const sort = first(params.sort) as ProductSort
  const tagValue = first(params.tag)
  const breed = first(params.breed)
  const category = Number(first(params.category))
  return {
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
    sort: sorts.includes(sort) ? sort : 'name',
    tags: tagValue
      ? tagValue
          .split(',')
          .filter((tag) => SLUG.test(tag))
          .slice(0, 5)
      : [],
    breed: breed && SLUG.test(breed) ? breed : undefined,
    category: Number.isInteger(category) && category > 0 ? category : undefined,
  }
}

/** The query string for a list state; defaults are left out so addresses stay short. */
export function listQuery(params: ListParams): Record<string, string> {
  return {
    ...(params.page > 1 ? { page: String(params.page) } : {}),
    ...(params.sort !== 'name' ? { sort: params.sort } : {}),
    ...(params.tags.length ? { tag: params.tags.join(',') } : {}),
    ...(params.breed ? { breed: params.breed } : {}),
    ...(params.category ? { category: String(params.category) } : {}),
  }
}
