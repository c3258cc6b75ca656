import type { Payload } from 'payload'

import type { Address as AddressDoc } from '@/payload-types'

import { type AccountApi, CommerceError } from '../provider'
import { addressProblems } from '../rules/address'
import { PASSWORD_MIN_LENGTH } from '../rules/credentials'
import { isEmail, normalizeEmail } from '../rules/email'
import type { Address, AddressInput, PostalAddress, Registration } from '../types'
import { reshapeAddressFields } from './address-reshape'
import { nativeCustomerDetails } from './customer-details'
import { sessionCustomer } from './shopper-session'

const reshapeAddress = (doc: AddressDoc): Address => ({ id: doc.id, ...reshapeAddressFields(doc) })

const trimmed = (input: AddressInput): AddressInput => ({
  firstName: input.firstName.trim(),
  lastName: input.lastName.trim(),
  email: input.email.trim().toLowerCase(),
  phone: input.phone.trim(),
  fax: input.fax?.trim() || null,
  company: input.company?.trim() || null,
  vatNumber: input.vatNumber?.trim() || null,
  street: input.street.trim(),
  houseNumber: input.houseNumber.trim(),
  postcode: input.postcode.trim().toUpperCase(),
  city: input.city.trim(),
  country: input.country,
  extraInfo: input.extraInfo?.trim() || null,
})

/** An address as the address book keeps it; bad input throws its first problem. */
export function checkedAddress(input: AddressInput): AddressInput {
  const problems = Object.values(
    addressProblems({
      ...input,
      fax: input.fax ?? '',
      company: input.company ?? '',
      vatNumber: input.vatNumber ?? '',
      extraInfo: input.extraInfo ?? '',
    }),
  )
  if (problems.length > 0) throw new CommerceError(problems[0])
  return trimmed(input)
}

/** The address book and details on Payload; a customer reaches only their own. */
export function nativeAccount(payload: () => Promise<Payload>): AccountApi {
  async function owned(instance: Payload, customerId: number, id: number) {
    const { docs } = await instance.find({
      collection: 'addresses',
      where: { and: [{ id: { equals: id } }, { customer: { equals: customerId } }] },
      limit: 1,
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

/** The registration's addresses as address-book entries: billing first, then delivery. */
function registrationAddresses(input: Registration, email: string): AddressInput[] {
  const entry = (postal: PostalAddress) =>
    checkedAddress({
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      phone: input.phone,
      company: input.company,
      vatNumber: input.vatNumber,
      ...postal,
      extraInfo: null,
    })
  return input.deliveryAddress
    ? [entry(input.address), entry(input.deliveryAddress)]
    : [entry(input.address)]
}

/**
 * A registration's e-mail address and address-book entries, once its fields pass the shop's
 * rules; the first broken rule throws its CommerceError.
 */
export function checkedRegistration(input: Registration): {
  email: string
  addresses: AddressInput[]
} {
  const email = normalizeEmail(input.email)
  if (!isEmail(email)) throw new CommerceError('invalid-email')
  if (input.password.length < PASSWORD_MIN_LENGTH) throw new CommerceError('password-too-short')
  if (!input.firstName.trim() || !input.lastName.trim()) throw new CommerceError('required')
  return { email, addresses: registrationAddresses(input, email) }
}
