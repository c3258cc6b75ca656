/**
 * Intl formatters kept per language tag and options: building one costs a hundred times more
 * than using it, and a cart or checkout page formats dozens of amounts, dates and times. A
 * formatter holds no state between calls, so one serves every request.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.DisplayNames

/** Call sites ask for a few dozen formatters in all; the limit only guards against a leak. */
const MOST_KEPT = 500

const kept = new Map<string, Formatter>()

function keptFormatter<F extends Formatter>(key: string, build: () => F): F {
  const found = kept.get(key)
  if (found) return found as F
  if (kept.size >= MOST_KEPT) kept.clear()
  const built = build()
  kept.set(key, built)
  return built
}

const keyOf = (kind: string, tag: string, options: object | undefined) =>
  `${kind}|${tag}|${options ? JSON.stringify(options) : ''}`

/** `new Intl.NumberFormat(tag, options)`, built once. */
export const numberFormat = (tag: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  keptFormatter(keyOf('number', tag, options), () => new Intl.NumberFormat(tag, options))

/** `new Intl.DateTimeFormat(tag, options)`, built once. */
export const dateTimeFormat = (
  tag: string,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat =>
  keptFormatter(keyOf('date', tag, options), () => new Intl.DateTimeFormat(tag, options))

/** `new Intl.ListFormat(tag, options)`, built once. */
export const listFormat = (tag: string, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  keptFormatter(keyOf('list', tag, options), () => new Intl.ListFormat(tag, options))

/** `new Intl.DisplayNames(tag, options)`, built once. */
export const displayNames = (tag: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  keptFormatter(keyOf('names', tag, options), () => new Intl.DisplayNames(tag, options))
