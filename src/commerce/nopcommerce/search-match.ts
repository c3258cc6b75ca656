/**
 * The storefront's search on nopCommerce. nopCommerce finds products whose name (or descriptions)
 * contain the whole term, and searches nothing for a term shorter than its minimum length; the
 * storefront's search matches every word as a word beginning, in any order, names first. So the
 * storefront asks nopCommerce for its longest word and keeps the products every word begins a
 * word of.
 */
import { searchWords } from '../rules/search-terms'
import { decodeHtml } from './catalog-reshape'

/**
 * The shop's nopCommerce setting "Search term minimum length"
 * (CatalogSettings.ProductSearchTermMinimumLength, 3 on a stock install).
 */
export const SEARCH_TERM_MINIMUM_LENGTH = 3

/** Words as the search compares them: lowercase, accents and compatibility forms undone. */
export const comparedWords = (text: string) =>
  decodeHtml(text.replace(/<[^>]*>/g, ' '))
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

export type SearchPlan = {
  /** What nopCommerce is asked: one word as the shopper typed it, long enough for it. */
  term: string
  /** Every word of the query, as compared. */
  words: string[]
}

/** How to search for what the shopper typed; null when nopCommerce could not search it. */
export function searchPlan(query: string): SearchPlan | null {
  const typed = searchWords(query)?.split(' ') ?? []
  const words = typed.flatMap(comparedWords)
  const term = typed
    .filter((word) => word.length >= SEARCH_TERM_MINIMUM_LENGTH)
    .sort((a, b) => b.length - a.length)[0]
  return term && words.length ? { term, words } : null
}

type Searchable = {
  name: string
  shortDescription?: string | null
  fullDescription?: string | null
}

const beginsOne = (known: string[], word: string) => known.some((each) => each.startsWith(word))

/**
 * The found products every word begins a word of (in the name or the descriptions), best first:
 * most words in the name, then names that begin with the first word, then by name.
 */
export function bestMatches<T extends Searchable>(
  found: T[],
  plan: SearchPlan,
  locale: string,
): T[] {
  const scored = found.flatMap((product) => {
    const name = comparedWords(product.name)
    const text = [
      ...name,
      ...comparedWords(product.shortDescription ?? ''),
      ...comparedWords(product.fullDescription ?? ''),
    ]
    if (!plan.words.every((word) => beginsOne(text, word))) return []
    return [
      {
        product,
        inName: plan.words.filter((word) => beginsOne(name, word)).length,
        leading: name[0]?.startsWith(plan.words[0]) ? 1 : 0,
      },
    ]
  })
  return scored
    .sort(
      (a, b) =>
        b.inName - a.inName ||
        b.leading - a.leading ||
        a.product.name.localeCompare(b.product.name, locale),
    )
    .map(({ product }) => product)
}
