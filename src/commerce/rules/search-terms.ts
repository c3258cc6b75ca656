const MAX_TERMS = 8
const MAX_QUERY_LENGTH = 100

/** What the shopper typed, trimmed and cut to a sane length, as shown back and searched. */
export function searchText(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, MAX_QUERY_LENGTH)
}

/**
 * One form for searches that differ only in case, spacing or Unicode composition ("  Côte
 * à l'OS" and "côte à l'os"): what `searchText` keeps, in NFC, lowercase, with every run of
 * white space as one space. The shop's common searches are compared in this form.
 */
export function normalizedSearch(raw: string | null | undefined): string {
  return searchText(raw).normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * The common searches an editor listed, one a line, normalized; blank lines are dropped, and
 * so is any line whose normalized form would normalize again to something else (past the length
 * limit, for instance), since a search could never be served as it.
 */
export function commonSearchTerms(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map(normalizedSearch)
    .filter((term) => term !== '' && normalizedSearch(term) === term)
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
