import type { Payload, PayloadRequest } from 'payload'

import type { Customer as CustomerDoc } from '@/payload-types'

import { CommerceError, type CustomerApi, type NewsletterApi } from '../provider'
import { isEmail, normalizeEmail } from '../rules/email'
import { PASSWORD_MIN_LENGTH } from '../rules/credentials'
import { normalizeVatNumber } from '../rules/vat-number'
import type { Customer } from '../types'
import { checkedRegistration } from '../shop/address-checks'
import { moveGuestCart } from './cart-store'
import { type CustomerProfile, readCustomerRow } from './customer-row'
import { checkAgainstDecoy, isLegacyHash, passwordMatches } from '@/security/passwords'
import { customerSession, newGuestSession, readSession, sessionCustomer } from './shopper-session'
import { inTransaction } from '@/database/transaction'
import { readResetToken, resetToken, resetTokenMatches } from './reset-token'
import { passwordResetMail } from '@/mail/password-reset'
import { queuedMail } from '@/mail/outbox'
import type { Mail } from '@/mail/transport'

const reshapeCustomer = (doc: CustomerProfile): Customer => ({
  id: doc.id,
  email: doc.email,
  firstName: doc.firstName,
  lastName: doc.lastName,
  locale: doc.locale ?? 'nl',
  newsletter: doc.newsletter ?? false,
})

const RESET_LINK_LIFETIME = 60 * 60 * 1000

/** The customer with this address, with the password fields Payload keeps hidden. */
async function findByEmail(instance: Payload, email: string) {
  const { docs } = await instance.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    pagination: false,
    depth: 0,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

async function findWithPassword(instance: Payload, id: number) {
  return instance
    .findByID({
      collection: 'customers',
      id,
      depth: 0,
      showHiddenFields: true,
      disableErrors: true,
    })
    .catch(() => null)
}

/** Payload hashes the new password (its update path still does for customers). */
const setPassword = (instance: Payload, id: number, password: string, req?: PayloadRequest) =>
  instance.update({ collection: 'customers', id, data: { password }, req })

/**
 * Customers are Payload documents whose password fields Payload hashes; the shop checks
 * passwords itself (Payload's sign-in and lock-out are off for customers), spending the same
 * time on an unknown address as on a wrong password.
 */
export function nativeCustomers(
  payload: () => Promise<Payload>,
  newsletter: NewsletterApi,
  send: (mail: Mail) => Promise<void> = queuedMail(payload),
): CustomerApi {
  async function checkPassword(instance: Payload, email: string, password: string) {
    const customer = await findByEmail(instance, email)
    if (!customer) return checkAgainstDecoy(password).then(() => null)
    if (!(await passwordMatches(customer, password))) return null
    if (isLegacyHash(customer)) await setPassword(instance, customer.id, password)
    return customer
  }

  /** The customer's session, with the guest's cart moved into the account. */
  async function openSession(instance: Payload, user: CustomerDoc, guest: string | null) {
    const guestId = readSession(instance.secret, guest)?.guestId
    if (guestId) await moveGuestCart(instance, guestId, user.id)
    return { customer: reshapeCustomer(user), session: customerSession(instance.secret, user.id) }
  }

  return {
    async startGuest() {
      return newGuestSession((await payload()).secret)
    },

    async signIn(email, password, guest) {
      const instance = await payload()
      const user = await checkPassword(instance, normalizeEmail(email), password)
      return user && openSession(instance, user, guest)
    },

    linkSignIn: {
      async account(email) {
        const customer = await findByEmail(await payload(), normalizeEmail(email))
        return customer && { email: customer.email, locale: customer.locale ?? 'nl' }
      },
      async signIn(email, guest) {
        const instance = await payload()
        const user = await findByEmail(instance, normalizeEmail(email))
        return user && openSession(instance, user, guest)
      },
    },

    async register(input) {
      const { email, addresses } = checkedRegistration(input)
      const instance = await payload()
      const known = async () =>
        (await instance.count({ collection: 'customers', where: { email: { equals: email } } }))
          .totalDocs > 0
      if (await known()) throw new CommerceError('email-exists')
      const doc = await inTransaction(instance, async (req) => {
        const created = await instance.create({
          collection: 'customers',
          req,
          data: {
            email,
            gender: input.gender,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            phone: input.phone.trim() || null,
            fax: input.fax?.trim() || null,
            birthDate: input.birthDate,
            company: input.company?.trim() || null,
            vatNumber: input.vatNumber ? normalizeVatNumber(input.vatNumber) || null : null,
            newsletter: input.newsletter,
            locale: input.locale,
          },
        })
        await setPassword(instance, created.id, input.password, req)
        // One after the other: the address book lists them in the order they were made.
        for (const address of addresses)
          await instance.create({
            collection: 'addresses',
            req,
            depth: 0,
            overrideAccess: true,
            data: { ...address, customer: created.id },
          })
        return created
      }).catch(async (error: unknown) => {
        // Two registrations with one address at the same moment: the unique index decides.
        throw (await known()) ? new CommerceError('email-exists') : error
      })
      if (input.newsletter) await newsletter.subscribe(email, input.locale)
      return reshapeCustomer(doc)
    },

    async info(session) {
      const instance = await payload()
      const customerId = readSession(instance.secret, session)?.customerId
      if (customerId == null) return null
      const doc = await readCustomerRow(instance, customerId)
      return doc ? reshapeCustomer(doc) : null
    },

    async requestPasswordReset(rawEmail, locale, linkTemplate) {
      const email = normalizeEmail(rawEmail)
      if (!isEmail(email)) return
      const instance = await payload()
      const customer = await findByEmail(instance, email)
      if (!customer?.hash) return
      const expires = new Date(Date.now() + RESET_LINK_LIFETIME)
      const token = resetToken(instance.secret, customer.id, customer.hash, expires)
      const link = linkTemplate.replace('{token}', encodeURIComponent(token))
      await send(await passwordResetMail(email, customer.firstName, locale, link))
    },

    async resetPassword(token, password) {
      if (password.length < PASSWORD_MIN_LENGTH) throw new CommerceError('password-too-short')
      const instance = await payload()
      const claim = readResetToken(token, new Date())
      const customer = claim && (await findWithPassword(instance, claim.customerId))
      if (!claim || !customer?.hash || !resetTokenMatches(instance.secret, claim, customer.hash))
        throw new CommerceError('reset-link-invalid')
      await setPassword(instance, customer.id, password)
    },

    // The shop mails its own reset link, which leads to the reset screen itself.
    resetTokenOfMailedLink: () => null,

    async changePassword(session, current, next) {
      if (next.length < PASSWORD_MIN_LENGTH) throw new CommerceError('password-too-short')
      const instance = await payload()
      const customerId = sessionCustomer(instance.secret, session)
      const customer = await findWithPassword(instance, customerId)
      if (!customer || !(await passwordMatches(customer, current)))
        throw new CommerceError('current-password-wrong')
      await setPassword(instance, customerId, next)
    },
  }
}
