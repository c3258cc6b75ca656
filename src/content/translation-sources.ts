import type { TranslatedLocale } from './translation-status'

/**
 * Per text field, a fingerprint of its Dutch text: `nl` as it is now, and per translated
 * language as it was when that language's text was last saved. A translation whose recorded
 * fingerprint differs from today's Dutch one was made from an older Dutch text.
 * Keys are field paths with array and block rows named by their id, so reordering blocks
 * keeps each text's record.
 */
export type TextSources = Partial<Record<'nl' | TranslatedLocale, Record<string, string>>>

/** Text, text area or rich text without any words in it. */
export function isEmptyText(value: unknown): boolean {
  return plainText(value).trim() === ''
}

/** The words of a text field: a string as it is, a rich text's text nodes joined. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return ''
  const node = value as { text?: unknown; children?: unknown; root?: unknown }
  if (node.root) return plainText(node.root)
  if (typeof node.text === 'string') return node.text
  if (!Array.isArray(node.children)) return ''
  const blockLevel = (child: { type?: string }) =>
    ['paragraph', 'heading', 'listitem', 'quote', 'list'].includes(child.type ?? '')
  return node.children
    .map((child) => plainText(child) + (blockLevel(child) ? '\n' : ''))
    .join('')
    .replace(/\n+$/, '')
}

/** A short fingerprint of a text's words (FNV-1a); equal words give equal fingerprints. */
export function fingerprint(value: unknown): string {
  const text = plainText(value).trim()
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36) + text.length.toString(36)
}

/** The keys of the texts whose Dutch changed after `locale`'s translation was saved. */
export function staleKeys(sources: TextSources | null | undefined, locale: TranslatedLocale) {
  const dutch = sources?.nl ?? {}
  return Object.entries(sources?.[locale] ?? {})
    .filter(([key, at]) => dutch[key] !== undefined && dutch[key] !== at)
    .map(([key]) => key)
}

/**
 * The key of a form path (`layout.2.heading`) in `doc`: rows of arrays and blocks by their id
 * (`layout.64f….heading`), as the fingerprints are kept.
 */
export function keyOfPath(doc: unknown, path: string): string {
  let here: unknown = doc
  return path
    .split('.')
    .map((segment) => {
      const row = Array.isArray(here) ? (here[Number(segment)] as unknown) : undefined
      const id = row && typeof row === 'object' ? (row as { id?: unknown }).id : undefined
      here = Array.isArray(here) ? row : (here as Record<string, unknown> | undefined)?.[segment]
      return typeof id === 'string' || typeof id === 'number' ? String(id) : segment
    })
    .join('.')
}

/** The value at a form path (`recipe.steps.0.text`) in `doc`. */
export function valueAtPath(doc: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (here, segment) =>
        here && typeof here === 'object' ? (here as Record<string, unknown>)[segment] : undefined,
      doc,
    )
}
