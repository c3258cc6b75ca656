import type { Payload } from 'payload'

import { type AccountApi, CommerceError } from '../provider'
import { checkedCustomerDetails } from '../shop/customer-details-check'
import type { CustomerDetails } from '../types'
import { type CustomerProfile, readCustomerRow } from './customer-row'
import { sessionCustomer } from './shopper-session'
import { inTransaction } from '@/database/transaction'

const reshapeDetails = (doc: CustomerProfile): CustomerDetails => ({
  email: doc.email,
  firstName: doc.firstName,
  lastName: doc.lastName,
  phone: doc.phone ?? '',
  fax: doc.fax || null,
  company: doc.company || null,
  vatNumber: doc.vatNumber || null,
})

/** The signed-in customer's own document, and no one else's. */
export function nativeCustomerDetails(
  payload: () => Promise<Payload>,
): Pick<AccountApi, 'details' | 'saveDetails'> {
  return {
    async details(session) {
      const instance = await payload()
      const doc = await readCustomerRow(instance, sessionCustomer(instance.secret, session))
      if (!doc) throw new CommerceError('not-signed-in')
      return reshapeDetails(doc)
    },

    async saveDetails(session, input) {
      const details = checkedCustomerDetails(input)
      const instance = await payload()
      const id = sessionCustomer(instance.secret, session)
      const doc = await inTransaction(instance, async (req) => {
        const known = await instance.findByID({
          collection: 'customers',
          id,
          depth: 0,
          disableErrors: true,
          req,
        })
        if (!known) throw new CommerceError('not-signed-in')
        return instance.update({ collection: 'customers', id, data: details, depth: 0, req })
      })
      return reshapeDetails(doc)
    },
  }
}
