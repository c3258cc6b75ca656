const MAX_TERMS = 8
const MAX_QUERY_LENGTH = 100

/** What the shopper typed, trimmed and cut to a sane length, as shown back and searched. */
export function searchText(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, MAX_QUERY_LENGTH)
}

/**
 * Turns what a shopper typed into a PostgreSQL tsquery where every word matches as a prefix
 * ("rund gehakt" → "rund:* & gehakt:*"). Only letters and digits survive, so the result is
 * always a valid query; null when nothing searchable is left.
 */
export function prefixQuery(input: string): string | null {
  const words = input
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS)
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null
}
