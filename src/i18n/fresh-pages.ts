/** The shop's pages made fresh for each visitor (cart, checkout, account; docs/adr/0006). */
const freshPages = /^\/(?:shopping-cart|checkout|account)(?:\/|$)/

type Href = string | { pathname: string }

/**
 * Whether a link should prefetch its page as it comes into view. A page made fresh per visitor
 * would only send its frame ahead, so those links fetch on click instead.
 */
export function prefetchesInView(href: Href): boolean {
  const pathname = typeof href === 'string' ? href.split(/[?#]/)[0] : href.pathname
  return !freshPages.test(pathname)
}
