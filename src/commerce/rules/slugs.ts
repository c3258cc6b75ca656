/**
 * Slugs of the shop's addresses, from the spec: a product's is its name lowercased and
 * hyphenated with quotes removed; a category's is its name with spaces as hyphens. Other
 * punctuation goes too, so addresses stay readable; accents stay (browsers show them, servers
 * accept both the encoded and the plain form).
 */
const QUOTES = /['"‘’‚‛“”„‟`´]/g
const PUNCTUATION = /[^\p{L}\p{N}\s-]/gu

function hyphenate(text: string): string {
  return text
    .normalize('NFC')
    .replace(QUOTES, '')
    .replace(PUNCTUATION, ' ')
    .trim()
    .replace(/[\s-]+/g, '-')
}

export function productSlug(name: string): string {
  return hyphenate(name.toLocaleLowerCase())
}

export function categorySlug(name: string): string {
  return hyphenate(name)
}

/** Compares a slug from an address with the canonical one, tolerating percent-encoding. */
export function sameSlug(fromPath: string, canonical: string): boolean {
  let decoded = fromPath
  try {
    decoded = decodeURIComponent(fromPath)
  } catch {
    return false
  }
  return decoded.normalize('NFC') === canonical
}

/** A post's address part: its title, like a product's name. */
export const postSlug = productSlug
