/**
 * The delivery date of an order the storefront did not place (placed on nopCommerce's own site),
 * read from the order's checkout attributes as nopCommerce describes them (`checkout_attribute_info`:
 * "Name: value" joined by "<br />", HTML-encoded, a date as .NET's long date in the customer's
 * language: "donderdag 5 maart 2026", "jeudi 5 mars 2026", "Thursday, March 5, 2026").
 */
const months: string[][] = [
  ['januari', 'janvier', 'january'],
  ['februari', 'fevrier', 'february'],
  ['maart', 'mars', 'march'],
  ['april', 'avril'],
  ['mei', 'mai', 'may'],
  ['juni', 'juin', 'june'],
  ['juli', 'juillet', 'july'],
  ['augustus', 'aout', 'august'],
  ['september', 'septembre'],
  ['oktober', 'octobre', 'october'],
  ['november', 'novembre'],
  ['december', 'decembre'],
]

const monthOf = new Map(months.flatMap((names, index) => names.map((name) => [name, index + 1])))

/** The text without HTML entities, accents or case. */
const plain = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const isoDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

/** The first date the description holds (YYYY-MM-DD), or null. */
export function dateInAttributeInfo(info: string | null | undefined): string | null {
  const text = plain(info ?? '')
  const dayFirst = /(\d{1,2})(?:er)?\.?\s+([a-z]+)\s+(\d{4})/g
  const monthFirst = /([a-z]+)\s+(\d{1,2}),?\s+(\d{4})/g
  const found: Array<{ at: number; date: string | null }> = []
  for (const match of text.matchAll(dayFirst)) {
    const month = monthOf.get(match[2])
    if (month) found.push({ at: match.index, date: isoDate(+match[3], month, +match[1]) })
  }
  for (const match of text.matchAll(monthFirst)) {
    const month = monthOf.get(match[1])
    if (month) found.push({ at: match.index, date: isoDate(+match[3], month, +match[2]) })
  }
  return found.sort((a, b) => a.at - b.at).find((entry) => entry.date)?.date ?? null
}
