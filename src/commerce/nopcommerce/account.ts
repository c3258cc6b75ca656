import { checkedAddress } from '../native/addresses'
import { type AccountApi, CommerceError } from '../provider'
import type { Address } from '../types'
import { addressRequest, type NopAddress, reshapeAddress } from './address-reshape'
import type { NopContext } from './context'
import { refusedWith } from './refusal'

type AddressEditModel = { address: NopAddress }

/** A refusal of the address book: a guest has none, and other customers' addresses are not found. */
function addressBookRefusal(error: unknown): never {
  if (refusedWith(error, 401)) throw new CommerceError('not-signed-in')
  if (refusedWith(error, 404)) throw new CommerceError('address-not-found')
  throw error
}

function known(address: NopAddress): Address {
  const reshaped = reshapeAddress(address)
  if (!reshaped) throw new CommerceError('address-not-found')
  return reshaped
}

/**
 * The customer's address book in nopCommerce (Customer/Addresses, AddressAdd, AddressEdit,
 * AddressDelete); addresses are checked as the native backend checks them before nopCommerce
 * sees them, so that bad input changes nothing.
 */
export function nopAccount(context: NopContext): AccountApi {
  const { client } = context

  /** One of the customer's addresses; nopCommerce answers 404 for anyone else's. */
  const own = (session: string, id: number) =>
    client
      .get<AddressEditModel>(`Customer/AddressEdit/${id}`, { token: session })
      .then(({ address }) => known(address), addressBookRefusal)

  return {
    async addresses(session) {
      const { addresses } = await client
        .get<{ addresses: NopAddress[] | null }>('Customer/Addresses', { token: session })
        .catch(addressBookRefusal)
      return (addresses ?? []).flatMap((address) => reshapeAddress(address) ?? [])
    },

    address: own,

    async saveAddress(session, input, id) {
      const json = addressRequest(checkedAddress(input))
      const path = id === undefined ? 'Customer/AddressAdd' : `Customer/AddressEdit/${id}`
      const { model } = await client
        .post<{ model: AddressEditModel }>(path, { token: session, json })
        .catch(addressBookRefusal)
      return known(model.address)
    },

    async deleteAddress(session, id) {
      // nopCommerce quietly ignores someone else's address: the storefront says it is not found.
      await own(session, id)
      await client
        .post(`Customer/AddressDelete/${id}`, { token: session })
        .catch(addressBookRefusal)
    },
  }
}
