const MAX_TERMS = 8

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
