/**
 * The first segments of the pages made fresh for each visitor: the cart and the `(shopper)` route
 * group (sign-in, account, checkout, tester; docs/adr/0006). A unit test keeps this list equal to
 * that group's folders.
 */
export const freshSections = [
  'shopping-cart',
  'account',
  'checkout',
  'login',
  'logout',
  'orderdetails',
  'passwordrecovery',
  'register',
  'resetPassword',
  'tester',
] as const

const freshPages = new RegExp(`^/(?:${freshSections.join('|')})(?:/|$)`)

type Href = string | { pathname: string }

/**
 * Whether a link may fetch its page ahead of the click. A page made fresh per visitor would only
 * send its frame ahead, so those links fetch on click instead.
 */
export function mayPrefetch(href: Href): boolean {
  const pathname = typeof href === 'string' ? href.split(/[?#]/)[0] : href.pathname
  return !freshPages.test(pathname)
}
