import type { AbstractIntlMessages } from 'next-intl'

/**
 * The message namespaces that components read with `useTranslations` (in the browser, or in
 * server components that use the hook). Only these go into every page's HTML for the browser;
 * the rest (mails, invoices, screens, blocks…) is used on the server alone. A unit test keeps
 * this list in step with the code.
 */
export const clientNamespaces = [
  'addresses',
  'auth',
  'cart',
  'checkout',
  'cookies',
  'errors',
  'footer',
  'forms',
  'header',
  'menu',
  'newsletter',
  'posts',
  'product',
  'reviews',
  'search',
  'tester',
] as const

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    clientNamespaces.flatMap((namespace) =>
      messages[namespace] === undefined ? [] : [[namespace, messages[namespace]]],
    ),
  )
}
