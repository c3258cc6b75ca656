import { csvCell } from './picking-list'

/** Tells spreadsheet programs the file is UTF-8, so accented names open as written. */
const UTF8_BOM = '\uFEFF'

/** Rows as a CSV file for Belgian spreadsheets: semicolons, CRLF, a UTF-8 byte order mark. */
export const csvFile = (rows: Array<Array<string | number>>): string =>
  UTF8_BOM + rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n'
