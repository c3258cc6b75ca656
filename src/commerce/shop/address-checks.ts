import { CommerceError } from '../provider'
import { addressProblems } from '../rules/address'
import { PASSWORD_MIN_LENGTH } from '../rules/credentials'
import { isEmail, normalizeEmail } from '../rules/email'
import type { AddressInput, PostalAddress, Registration } from '../types'

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
