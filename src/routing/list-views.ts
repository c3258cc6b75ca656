import { type ListParams, listQuery, parseListParams } from '@/commerce/rules/list-params'
import { matchLocalizedPath } from '@/i18n/paths'

/**
 * Product lists keep their state (page, sort order, filters) in the query string, where
 * visitors see and share it. A page that reads the query is rendered for every request, so the
 * proxy moves a list's state into one more path segment, the view (`…/rund/sort%3Dprice-asc`),
 * which the list's cached view page reads: each view is rendered once, then served from cache.
 */
const listScreens = new Set<string>(['/products', '/meat-types/[id]/[slug]'])

/** A list state as one path segment's text: its canonical query ("" for the default list). */
export const viewText = (list: ListParams) => new URLSearchParams(listQuery(list)).toString()

/** The path of the view a list address with a query shows, or null when there is none. */
export function listViewPath(pathname: string, search: URLSearchParams): string | null {
  if (search.size === 0) return null
  const match = matchLocalizedPath(pathname)
  if (!match || !listScreens.has(match.pathname)) return null
  const view = viewText(parseListParams(Object.fromEntries(search)))
  return view ? `${pathname.replace(/\/$/, '')}/${encodeURIComponent(view)}` : null
}

/** The list state a view segment holds; null unless it is a canonical, non-default view. */
export function listFromView(segment: string): ListParams | null {
  let text = segment
  try {
    if (segment.includes('%')) text = decodeURIComponent(segment)
  } catch {
    return null
  }
  const list = parseListParams(Object.fromEntries(new URLSearchParams(text)))
  return text !== '' && viewText(list) === text ? list : null
}
