/**
 * Reading of the REST API's paging and population parameters (`depth`, `limit`, `page`,
 * `pagination`, `joins[…][limit]`) and JSON ones (`where`, `data`) before Payload sees them:
 * malformed values are refused for everyone (Payload answers 500 for them), and for callers who
 * are not admins the amount one request may read is bounded.
 */

/** Populating deeper than Payload's own default (2) is for admins only. */
export const VISITOR_MAX_DEPTH = 2
export const VISITOR_MAX_LIMIT = 100

const COUNTS = ['depth', 'limit', 'page'] as const

/** `depth[]`, `limit[0]`…: Payload's query parser reads these as the parameter too. */
const topKey = (key: string) => key.split('[', 1)[0]
const joinLimitKey = /^joins\[[^\]]*\]\[limit\]/

const wholeNumber = (value: string) => /^\d{1,9}$/.test(value)

const isJson = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Why the query cannot be served (a 400), or null. Counts are whole numbers, pages start at 1. */
export function queryProblem(params: URLSearchParams): string | null {
  for (const [key, value] of params) {
    const name = topKey(key)
    if ((COUNTS as readonly string[]).includes(name) || joinLimitKey.test(key)) {
      if (key !== name && !joinLimitKey.test(key)) return `${name} must be a single number`
      if (!wholeNumber(value)) return `${name} must be a whole number`
      if (name === 'page' && Number(value) < 1) return 'page must be 1 or more'
    }
  }
  for (const name of COUNTS) {
    if (params.getAll(name).length > 1) return `${name} must be given once`
  }
  for (const name of ['where', 'data']) {
    const json = params.get(name)
    if (json && !isJson(json)) return `${name} must be JSON`
  }
  return null
}

/** A whole number capped at `max`; 0 (Payload's "no limit") counts as more than any. */
const capped = (value: string, max: number) => String(Math.min(Number(value) || max, max))

/**
 * The query a non-admin may run: `depth` at most 2, `limit` (and join limits) from 1 to 100
 * (0, Payload's "all", becomes 100) and never `pagination=false`. Null when it already is one.
 * Expects a query `queryProblem` accepted.
 */
export function visitorQuery(params: URLSearchParams): URLSearchParams | null {
  const result = new URLSearchParams()
  let changed = false
  for (const [key, value] of params) {
    const name = topKey(key)
    let kept: string | null = value
    if (name === 'depth') kept = String(Math.min(Number(value), VISITOR_MAX_DEPTH))
    else if (name === 'limit' || joinLimitKey.test(key)) kept = capped(value, VISITOR_MAX_LIMIT)
    else if (name === 'pagination' && !(key === name && value === 'true')) kept = null
    if (kept !== value) changed = true
    if (kept !== null) result.append(key, kept)
  }
  return changed ? result : null
}
