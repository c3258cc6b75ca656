import type { Locale } from '@/i18n/locales'

/**
 * What every block's component gets: its data, the language, and whether it opens the page (then
 * its heading is the page's h1; otherwise an h2 under it).
 */
export type BlockProps<T> = { block: T; locale: Locale; first: boolean }
