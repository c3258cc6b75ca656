import type { Locale } from '../types'

/**
 * Reviews as a page in `locale` lists them: those written in its language first, then the
 * others (and those of an unknown language), each group in the order it came (newest first).
 */
export function pageLanguageFirst<T extends { language: Locale | null }>(
  reviews: readonly T[],
  locale: Locale,
): T[] {
  return [
    ...reviews.filter((review) => review.language === locale),
    ...reviews.filter((review) => review.language !== locale),
  ]
}
