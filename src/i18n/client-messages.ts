import type { AbstractIntlMessages } from 'next-intl'
import { getMessages } from 'next-intl/server'

/**
 * The message namespaces that client components read with `useTranslations`, by where they are
 * sent (docs/adr/0034). The frame and the catalog pages send none: their islands take their texts
 * as props, so that the first load carries no translation runtime. A unit test keeps these lists
 * in step with the code.
 */

/** The shopper's own pages (sign-in, account, checkout, tester): the `(shopper)` route group. */
export const shopperNamespaces = [
  'account',
  'accountDetails',
  'addresses',
  'auth',
  'cart',
  'checkout',
  'newsletter',
  'orders',
  'tester',
] as const

/** The cart page's screen: lines (with the catalog's units), the delivery choice and codes. */
export const cartNamespaces = ['cart', 'catalog'] as const

/** A signed-in customer's review form, loaded on a product page for customers alone. */
export const reviewNamespaces = ['reviews'] as const

/** The gift voucher's form, loaded on a voucher's page alone. */
export const giftVoucherNamespaces = ['product'] as const

/** An editor's form block, loaded on the pages that hold one. */
export const formNamespaces = ['forms'] as const

/** A recipe's "all ingredients in my cart". */
export const recipeNamespaces = ['cart', 'posts'] as const

/** The buttons of the newsletter's confirmation and unsubscribe pages. */
export const newsletterNamespaces = ['newsletter'] as const

export function clientMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.flatMap((namespace) =>
      messages[namespace] === undefined ? [] : [[namespace, messages[namespace]]],
    ),
  )
}

/** On the server: the request language's messages of these namespaces, for the browser. */
export const messagesFor = async (namespaces: readonly string[]): Promise<AbstractIntlMessages> =>
  clientMessages(await getMessages(), namespaces)
