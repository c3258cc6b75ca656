/** Words a visitor reads in a minute, the usual estimate for screen reading. */
const WORDS_PER_MINUTE = 200

type TextNode = { text?: unknown; children?: unknown }

/**
 * The words of an editor's rich text (Lexical), blocks placed in it left out. Paragraphs and list
 * items are joined with a space, so that the last word of one never runs into the next.
 */
export function richTextWords(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children } = node as TextNode
  if (typeof text === 'string') return text
  const inner = 'root' in node ? [(node as { root: unknown }).root] : children
  return Array.isArray(inner) ? inner.map(richTextWords).join(' ') : ''
}

/** Minutes to read a text: its words per 200, rounded up, and never less than a minute. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
