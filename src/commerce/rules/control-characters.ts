/** Control characters: C0 (TAB, CR and LF included), DEL and C1. */
const CONTROL = /\p{Cc}/gu

/**
 * A name or address line without control characters: none belongs in one, and a CR or TAB
 * would let it break out of its cell in a spreadsheet export.
 */
export const withoutControlCharacters = (text: string): string => text.replace(CONTROL, '')
