/** A cell a spreadsheet would read as a formula: it starts with = + - @, a TAB or a CR. */
const FORMULA_START = /^[=+\-@\t\r]/
/** Needs quotes: a separator (; or the , or TAB other programs assume), a quote, a line break. */
const NEEDS_QUOTES = /[;,\t"\r\n]/

/** One CSV cell, never a formula: neutralised with a leading ' (OWASP's advice), then quoted. */
export function csvCell(value: string | number): string {
  const text = String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Tells spreadsheet programs the file is UTF-8, so accented names open as written. */
const UTF8_BOM = '\uFEFF'

/** Rows as a CSV file for Belgian spreadsheets: semicolons, CRLF, a UTF-8 byte order mark. */
export const csvFile = (rows: Array<Array<string | number>>): string =>
  UTF8_BOM + rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n'
