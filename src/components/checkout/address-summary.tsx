import type { AddressInput } from '@/commerce/types'

/** An address as a label prints it. */
export function AddressSummary({ address }: { address: AddressInput }) {
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
      {address.postcode} {address.city}, {address.country}
      <br />
      {address.email} · {address.phone}
    </address>
  )
}
