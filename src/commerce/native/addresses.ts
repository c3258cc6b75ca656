import type { Payload } from 'payload'

import type { Address as AddressDoc } from '@/payload-types'

import { type AccountApi, CommerceError } from '../provider'
import { checkedAddress } from '../shop/address-checks'
import type { Address } from '../types'
import { reshapeAddressFields } from './address-reshape'
import { nativeCustomerDetails } from './customer-details'
import { sessionCustomer } from './shopper-session'

const reshapeAddress = (doc: AddressDoc): Address => ({ id: doc.id, ...reshapeAddressFields(doc) })

/** The address book and details on Payload; a customer reaches only their own. */
export function nativeAccount(payload: () => Promise<Payload>): AccountApi {
  async function owned(instance: Payload, customerId: number, id: number) {
    const { docs } = await instance.find({
      collection: 'addresses',
      where: { and: [{ id: { equals: id } }, { customer: { equals: customerId } }] },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    if (!docs[0]) throw new CommerceError('address-not-found')
    return docs[0]
  }

  return {
    ...nativeCustomerDetails(payload),

    async addresses(session) {
      const instance = await payload()
      const customerId = sessionCustomer(instance.secret, session)
      const { docs } = await instance.find({
        collection: 'addresses',
        where: { customer: { equals: customerId } },
        sort: 'createdAt',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      return docs.map(reshapeAddress)
    },

    async address(session, id) {
      const instance = await payload()
      return reshapeAddress(await owned(instance, sessionCustomer(instance.secret, session), id))
    },

    async saveAddress(session, input, id) {
      const address = checkedAddress(input)
      const instance = await payload()
      const customerId = sessionCustomer(instance.secret, session)
      const data = { ...address, customer: customerId }
      if (id === undefined) {
        const doc = await instance.create({ collection: 'addresses', data, overrideAccess: true })
        return reshapeAddress(doc)
      }
      await owned(instance, customerId, id)
      const doc = await instance.update({
        collection: 'addresses',
        id,
        data,
        depth: 0,
        overrideAccess: true,
      })
      return reshapeAddress(doc)
    },

    async deleteAddress(session, id) {
      const instance = await payload()
      await owned(instance, sessionCustomer(instance.secret, session), id)
      await instance.delete({ collection: 'addresses', id, overrideAccess: true })
    },
  }
}
