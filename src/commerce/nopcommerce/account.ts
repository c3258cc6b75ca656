import { checkedAddress } from '../shop/address-checks'
import { type AccountApi, CommerceError } from '../provider'
import type { Address, AddressInput, ShopperSession } from '../types'
import { addressRequest, type NopAddress, reshapeAddress } from './address-reshape'
import type { NopContext } from './context'
import { nopCustomerDetails } from './customer-details'
import type { NopClient } from './http-client'
import { refusedWith } from './refusal'

type NopAddressList = { addresses: NopAddress[] | null }
type NopAddressEditModel = { address: NopAddress }
/** AddressAddResponse and AddressEditResponse: 200 with the model as posted, and what went wrong. */
type NopAddressAnswer = { errors: string[] | null }

/**
 * A refusal of the address book: a guest has none (the plugin's 400, "Customer is not
 * registered."), nor has a token nopCommerce does not know (401); another customer's address is
 * not found (404).
 */
function addressBookRefusal(error: unknown): never {
  if (refusedWith(error, 400, 401)) throw new CommerceError('not-signed-in')
  if (refusedWith(error, 404)) throw new CommerceError('address-not-found')
  throw error
}

/**
 * What nopCommerce refused of an address it answered 200 for: a required custom address
 * attribute left empty (it runs no other check on the plugin's address model).
 */
function refusedFields({ errors }: NopAddressAnswer) {
  if (errors && errors.length > 0) throw new CommerceError('required')
}

function known(address: NopAddress): Address {
  const reshaped = reshapeAddress(address)
  if (!reshaped) throw new CommerceError('address-not-found')
  return reshaped
}

const listOf = (client: NopClient, session: ShopperSession) =>
  client
    .get<NopAddressList>('Customer/Addresses', { token: session })
    .then(({ addresses }) => addresses ?? [], addressBookRefusal)

/**
 * Adds an address to the customer's book (Customer/AddressAdd). Its answer is the model as
 * posted, without the new address's id: the address is the one the book did not have before
 * (the newest, should the same address have been added twice meanwhile).
 */
export async function addAddress(
  client: NopClient,
  session: ShopperSession,
  input: AddressInput,
): Promise<NopAddress> {
  const before = new Set((await listOf(client, session)).map(({ id }) => id))
  const request = addressRequest(input)
  refusedFields(
    await client
      .post<NopAddressAnswer>('Customer/AddressAdd', { token: session, json: request })
      .catch(addressBookRefusal),
  )
  const posted = request.model.address
  const added = (await listOf(client, session)).filter(({ id }) => !before.has(id))
  const same = added.filter(
    (address) =>
      address.address1 === posted.address1 &&
      address.zipPostalCode === posted.zipPostalCode &&
      address.countryId === posted.countryId,
  )
  const newest = (same.length > 0 ? same : added).sort((a, b) => b.id - a.id)[0]
  if (!newest) throw new Error('nopCommerce accepted an address its address book does not list')
  return newest
}

/**
 * The customer's address book in nopCommerce (Customer/Addresses, AddressAdd, AddressEdit with
 * GET and PUT, AddressDelete with DELETE); addresses are checked as the native backend checks
 * them before nopCommerce sees them, so that bad input changes nothing.
 */
export function nopAccount(context: NopContext): AccountApi {
  const { client } = context

  /** One of the customer's addresses; nopCommerce answers 404 for anyone else's. */
  const own = (session: string, id: number) =>
    client
      .get<NopAddressEditModel>(`Customer/AddressEdit/${id}`, { token: session })
      .then(({ address }) => known(address), addressBookRefusal)

  return {
    ...nopCustomerDetails(client),

    async addresses(session) {
      return (await listOf(client, session)).flatMap((address) => reshapeAddress(address) ?? [])
    },

    address: own,

    async saveAddress(session, input, id) {
      const address = checkedAddress(input)
      if (id === undefined) return known(await addAddress(client, session, address))
      // The plugin's PUT takes the address's id from the model, not from the route.
      const request = addressRequest(address)
      const json = { ...request, model: { address: { ...request.model.address, id } } }
      refusedFields(
        await client
          .put<NopAddressAnswer>('Customer/AddressEdit', { token: session, json })
          .catch(addressBookRefusal),
      )
      // The answer holds the model as posted: the address is read back as nopCommerce keeps it.
      return own(session, id)
    },

    async deleteAddress(session, id) {
      // nopCommerce quietly ignores someone else's address: the storefront says it is not found.
      await own(session, id)
      await client
        .delete(`Customer/AddressDelete/${id}`, { token: session })
        .catch(addressBookRefusal)
    },
  }
}
