import type { Payload } from 'payload'

import type { Customer as CustomerDoc } from '@/payload-types'

import { CommerceError, type CustomerApi, type NewsletterApi } from '../provider'
import { isEmail, normalizeEmail } from '../rules/email'
import { PASSWORD_MIN_LENGTH } from '../rules/credentials'
import type { Customer } from '../types'
import { moveGuestCart } from './cart-store'
import { passwordResetMail } from '@/mail/password-reset'
import { type Mail, sendMail } from '@/mail/transport'

const reshapeCustomer = (doc: CustomerDoc): Customer => ({
  id: doc.id,
  email: doc.email,
  firstName: doc.firstName,
  lastName: doc.lastName,
  locale: doc.locale ?? 'nl',
  newsletter: doc.newsletter ?? false,
})

/** Customers are Payload auth documents: Payload hashes passwords and locks out guessing. */
export function nativeCustomers(
  payload: () => Promise<Payload>,
  newsletter: NewsletterApi,
  send: (mail: Mail) => Promise<void> = sendMail,
): CustomerApi {
  return {
    async signIn(email, password, guestId) {
      const instance = await payload()
      const user = await instance
        .login({ collection: 'customers', data: { email: normalizeEmail(email), password } })
        .then((result) => result.user as CustomerDoc)
        .catch(() => null)
      if (!user) return null
      if (guestId) await moveGuestCart(instance, guestId, user.id)
      return reshapeCustomer(user)
    },

    async register(input) {
      const email = normalizeEmail(input.email)
      if (!isEmail(email)) throw new CommerceError('invalid-email')
      if (input.password.length < PASSWORD_MIN_LENGTH) throw new CommerceError('password-too-short')
      if (!input.firstName.trim() || !input.lastName.trim()) throw new CommerceError('required')
      const instance = await payload()
      const known = async () =>
        (await instance.count({ collection: 'customers', where: { email: { equals: email } } }))
          .totalDocs > 0
      if (await known()) throw new CommerceError('email-exists')
      const doc = await instance
        .create({
          collection: 'customers',
          data: {
            email,
            password: input.password,
            gender: input.gender,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            phone: input.phone.trim() || null,
            birthDate: input.birthDate,
            company: input.company?.trim() || null,
            newsletter: input.newsletter,
            locale: input.locale,
          },
        })
        .catch(async (error: unknown) => {
          // Two registrations with one address at the same moment: the unique index decides.
          throw (await known()) ? new CommerceError('email-exists') : error
        })
      if (input.newsletter) await newsletter.subscribe(email, input.locale)
      return reshapeCustomer(doc)
    },

    async info(customerId) {
      const doc = await (await payload())
        .findByID({ collection: 'customers', id: customerId, depth: 0, disableErrors: true })
        .catch(() => null)
      return doc ? reshapeCustomer(doc) : null
    },

    async requestPasswordReset(rawEmail, locale, link) {
      const email = normalizeEmail(rawEmail)
      if (!isEmail(email)) return
      const instance = await payload()
      const { docs } = await instance.find({
        collection: 'customers',
        where: { email: { equals: email } },
        limit: 1,
        depth: 0,
      })
      const customer = docs[0]
      if (!customer) return
      const token = await instance.forgotPassword({
        collection: 'customers',
        data: { email },
        disableEmail: true,
      })
      if (!token) return
      await send(await passwordResetMail(email, customer.firstName, locale, link(token)))
    },

    async resetPassword(token, password) {
      if (password.length < PASSWORD_MIN_LENGTH) throw new CommerceError('password-too-short')
      const instance = await payload()
      await instance
        .resetPassword({ collection: 'customers', data: { token, password }, overrideAccess: true })
        .catch(() => {
          throw new CommerceError('reset-link-invalid')
        })
    },

    async changePassword(customerId, current, next) {
      if (next.length < PASSWORD_MIN_LENGTH) throw new CommerceError('password-too-short')
      const instance = await payload()
      const customer = await instance.findByID({
        collection: 'customers',
        id: customerId,
        depth: 0,
        disableErrors: true,
      })
      if (!customer) throw new CommerceError('current-password-wrong')
      const checked = await instance
        .login({ collection: 'customers', data: { email: customer.email, password: current } })
        .then(() => true)
        .catch(() => false)
      if (!checked) throw new CommerceError('current-password-wrong')
      await instance.update({ collection: 'customers', id: customerId, data: { password: next } })
    },
  }
}
