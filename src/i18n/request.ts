import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { routing } from './routing'
import { SHOP_TIME_ZONE } from './time-zone'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    messages: (await import(`./messages/${locale}.json`)).default,
    timeZone: SHOP_TIME_ZONE,
  }
})
