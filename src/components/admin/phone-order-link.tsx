import type { I18nClient } from '@payloadcms/translations'
import { Link } from '@payloadcms/ui'
import type { Payload } from 'payload'

import { backendName } from '@/commerce/backends'
import { localeOr } from '@/i18n/locales'

import { phoneOrderWords } from './phone-order/words'

/** Above the orders list: take an order by phone. nopCommerce takes phone orders in its own admin. */
export function PhoneOrderLink({ i18n, payload }: { i18n: I18nClient; payload: Payload }) {
  if (backendName() !== 'native') return null
  const language = localeOr(i18n.language)
  const { admin } = payload.config.routes
  return (
    <p style={{ margin: '1rem 0 0' }}>
      <Link
        className="btn btn--style-primary btn--size-small"
        href={`${admin}/collections/orders/phone-order`}
      >
        {phoneOrderWords.title[language]}
      </Link>
    </p>
  )
}
