const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/**
 * Text for a log line: control characters (line breaks, terminal escapes) written as escapes, so
 * input cannot forge log lines or recolour a terminal.
 */
export const escapeControlCharacters = (text: string): string =>
  text.replace(
    CONTROL,
    (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
