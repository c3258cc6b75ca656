import { type ListParams, listQuery, parseListParams } from '@/commerce/rules/list-params'
import { normalizedSearch } from '@/commerce/rules/search-terms'
import { type PostCategory, categoryOfTag, postCategories } from '@/content/post-category'
import type { AppPathname } from '@/i18n/pathnames'
import { matchLocalizedPath } from '@/i18n/paths'

/**
 * Lists keep their state (page, sort order, filters, what was searched) in the query string,
 * where visitors see and share it. A page that reads the query is rendered for every request, so
 * the proxy moves a list's state into one more path segment, the view (`…/rund/sort%3Dprice-asc`),
 * which the list's cached view page reads: each view is rendered once, then served from cache.
 *
 * Each screen has a canonical query for its state, with defaults left out; a view segment is that
 * query's text, and any other text (another order, other parameters, defaults) is no view.
 */

type Query = Record<string, string | undefined>
type CanonicalQuery = Record<string, string>

export type NewsView = { page: number }
export type InspirationView = { category: PostCategory | null; page: number }
export type SearchView = { q: string; page: number }

const pageQuery = (page: number): CanonicalQuery => (page > 1 ? { page: String(page) } : {})

/** The news list: its page. */
const newsQuery = ({ page }: NewsView): CanonicalQuery => pageQuery(page)

/** The inspiration list: its page and the category its first tag names (spec: one tag). */
function inspirationQuery({ category, page }: InspirationView): CanonicalQuery {
  const tag = postCategories.find((candidate) => candidate.value === category)?.tag
  return { ...pageQuery(page), ...(tag ? { tag } : {}) }
}

/** Search results: the normalized search and its page; without words there is no view. */
const searchQuery = ({ q, page }: SearchView): CanonicalQuery =>
  q ? { q, ...pageQuery(page) } : {}

const newsOf = (query: Query): NewsView => ({ page: parseListParams(query).page })

function inspirationOf(query: Query): InspirationView {
  const { page, tags } = parseListParams(query)
  return { category: categoryOfTag(tags[0]), page }
}

const searchOf = (query: Query): SearchView => ({
  q: normalizedSearch(query.q),
  page: parseListParams(query).page,
})

/**
 * A canonical query as one path segment's text ("" for a screen's default state): `name=value`
 * pairs with the values as they are, never percent-encoded. The segment is encoded once in the
 * path, and next-intl's middleware decodes a path (`decodeURI`) before Next.js decodes it again,
 * so an escape inside the text (a `%`) would not survive the way to the page.
 */
const viewText = (query: CanonicalQuery) =>
  Object.entries(query)
    .map(([name, value]) => `${name}=${value}`)
    .join('&')

/** How a screen reads its state from a query, and writes the state's canonical query. */
type Screen<State> = {
  read: (query: Query) => State
  canonical: (state: State) => CanonicalQuery
}

const productList: Screen<ListParams> = { read: parseListParams, canonical: listQuery }
const news: Screen<NewsView> = { read: newsOf, canonical: newsQuery }
const inspiration: Screen<InspirationView> = { read: inspirationOf, canonical: inspirationQuery }
const searchResults: Screen<SearchView> = { read: searchOf, canonical: searchQuery }

/**
 * The state a view text holds; null unless the text is that state's canonical, non-default
 * text, without escapes. A text that does not read back as itself (a search with "&" or "+")
 * is no view either: such a state stays on the page that reads the query.
 */
function stateOf<State>(text: string, screen: Screen<State>): State | null {
  if (text === '' || text.includes('%')) return null
  const state = screen.read(Object.fromEntries(new URLSearchParams(text)))
  return viewText(screen.canonical(state)) === text ? state : null
}

/** The view text of the state a visitor's query holds, when it is a view (and `wanted`). */
function viewOf<State>(
  screen: Screen<State>,
  query: Query,
  wanted: (state: State) => boolean = () => true,
): string | null {
  const state = screen.read(query)
  if (!wanted(state)) return null
  const text = viewText(screen.canonical(state))
  return stateOf(text, screen) ? text : null
}

/**
 * Each list screen's view for a visitor's query string. Search results only have views for the
 * shop's common searches, so that nobody can fill the cache with arbitrary words.
 */
const screens: Partial<
  Record<AppPathname, (query: Query, commonSearches: ReadonlySet<string>) => string | null>
> = {
  '/products': (query) => viewOf(productList, query),
  '/meat-types/[id]/[slug]': (query) => viewOf(productList, query),
  '/news': (query) => viewOf(news, query),
  '/inspiration': (query) => viewOf(inspiration, query),
  '/search': (query, commonSearches) =>
    viewOf(searchResults, query, ({ q }) => commonSearches.has(q)),
}

/** A query string's parameters, the first value of each (as pages read `searchParams`). */
const firstValues = (search: URLSearchParams): Query =>
  Object.fromEntries([...search.keys()].map((name) => [name, search.get(name) ?? undefined]))

/**
 * The path of the view a list address with a query shows, or null when there is none: another
 * screen, a default state, or a search that is not among `commonSearches` (normalized terms).
 */
export function listViewPath(
  pathname: string,
  search: URLSearchParams,
  commonSearches: ReadonlySet<string>,
): string | null {
  if (search.size === 0) return null
  const match = matchLocalizedPath(pathname)
  const viewFor = match ? screens[match.pathname] : undefined
  const view = viewFor?.(firstValues(search), commonSearches)
  return view ? `${pathname.replace(/\/$/, '')}/${encodeURIComponent(view)}` : null
}

/** The state a view segment (as the page's params give it, encoded) holds, or null. */
function fromView<State>(segment: string, screen: Screen<State>): State | null {
  try {
    return stateOf(segment.includes('%') ? decodeURIComponent(segment) : segment, screen)
  } catch {
    return null
  }
}

/** A product list's view (every product, or a category's). */
export const listFromView = (segment: string) => fromView(segment, productList)

export const newsFromView = (segment: string) => fromView(segment, news)

export const inspirationFromView = (segment: string) => fromView(segment, inspiration)

/** A search's view; whether its words are a common search is for the page to check. */
export const searchFromView = (segment: string) => fromView(segment, searchResults)
