import type { AbstractIntlMessages } from 'next-intl'

/**
 * The message namespaces that components read with `useTranslations` (in the browser, or in
 * server components that use the hook). Only these go into a page's HTML for the browser; the
 * rest (mails, invoices, screens, blocks…) is used on the server alone. A unit test keeps these
 * lists in step with the code.
 */

/** Read by the frame and by the catalog and content pages: sent with every page. */
export const everyPageNamespaces = [
  'cart',
  'errors',
  'footer',
  'forms',
  'menu',
  'newsletter',
  'posts',
  'product',
  'reviews',
  'search',
] as const

/**
 * Read only by the components of the shopper's own pages (sign-in, account, checkout, tester):
 * sent with those pages alone (the `(shopper)` route group), not with every cached page.
 */
export const shopperNamespaces = [
  'accountDetails',
  'addresses',
  'auth',
  'checkout',
  'tester',
] as const

/** What a page of the shopper's own has: the frame's, and its own added (`more-messages.tsx`). */
export const shopperPageNamespaces = [...everyPageNamespaces, ...shopperNamespaces] as const

/** The folders of `src/components` whose components read the shopper's namespaces. */
export const shopperComponentFolders = ['account', 'auth', 'checkout', 'tester'] as const

export function clientMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[] = everyPageNamespaces,
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.flatMap((namespace) =>
      messages[namespace] === undefined ? [] : [[namespace, messages[namespace]]],
    ),
  )
}
