import type { ProductSort } from '../types'

type Listed = { id: number; name: string }

const byName = (locale: string) => (a: Listed, b: Listed) =>
  a.name.localeCompare(b.name, locale) || a.id - b.id

/**
 * Products in the storefront's order, by name in the visitor's language (also for relevance, as
 * a list without a search term has none) or newest first. A listed product carries no creation
 * date in nopCommerce: its id, which grows with every new product, stands for it.
 */
export function inListOrder<T extends Listed>(items: T[], sort: ProductSort, locale: string): T[] {
  if (sort === 'newest') return [...items].sort((a, b) => b.id - a.id)
  return [...items].sort(byName(locale))
}

/** Products by price (in cents, as the storefront shows it), then by name. */
export function inPriceOrder<T extends Listed & { price: { amount: number } }>(
  items: T[],
  direction: 'asc' | 'desc',
  locale: string,
): T[] {
  const sign = direction === 'asc' ? 1 : -1
  return [...items].sort((a, b) => sign * (a.price.amount - b.price.amount) || byName(locale)(a, b))
}
