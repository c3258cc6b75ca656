const MAX_TERMS = 8
const MAX_QUERY_LENGTH = 100

/** What the shopper typed, trimmed and cut to a sane length, as shown back and searched. */
export function searchText(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, MAX_QUERY_LENGTH)
}

/**
 * The words of what a shopper typed, at most eight, as one space-separated string: only letters
 * and digits survive. Null when nothing searchable is left. The catalog query turns each word
 * into a quoted prefix term itself, after PostgreSQL has normalized it the way it normalizes the
 * product texts (normalizing can bring back punctuation: "ŉ" becomes "'n", "⑴" becomes "(1)").
 */
export function searchWords(input: string): string | null {
  const words = input
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS)
  return words.length ? words.join(' ') : null
}
