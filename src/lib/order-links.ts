import 'server-only'

import type { OrderLinks } from '@/commerce/provider'
import { getPathname } from '@/i18n/navigation'

import { requestOrigin } from './request-origin'

/** The order's own page on this site, in the shopper's language, opened by its token. */
export const orderLinks: OrderLinks = async (orderId, token, locale) => {
  const path = getPathname({
    href: { pathname: '/orderdetails/[orderId]', params: { orderId }, query: { token } },
    locale,
  })
  return `${await requestOrigin()}${path}`
}
