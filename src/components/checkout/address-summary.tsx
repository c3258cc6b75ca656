import { useTranslations } from 'next-intl'

import { countryName } from '@/commerce/rules/country-name'
import type { AddressInput } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

/** An address as a label prints it, its country named in the page's language. */
export function AddressSummary({ address, locale }: { address: AddressInput; locale: Locale }) {
  const t = useTranslations('addresses')
  return (
    <address className="not-italic leading-relaxed">
      {address.firstName} {address.lastName}
      <br />
      {address.company ? (
        <>
          {address.company}
          {address.vatNumber ? ` (${address.vatNumber})` : ''}
          <br />
        </>
      ) : null}
      {address.street} {address.houseNumber}
      <br />
      {address.postcode} {address.city}, {countryName(address.country, locale)}
      <br />
      {address.email} · {address.phone}
      {address.fax ? ` · ${t('fields.fax')} ${address.fax}` : null}
    </address>
  )
}
