import { checkedCustomerDetails } from '../shop/customer-details-check'
import { type AccountApi, CommerceError } from '../provider'
import type { CustomerDetails, ShopperSession } from '../types'
import { customerInfoOf } from './customer-info'
import type { NopCustomerInfo } from './customer-reshape'
import type { NopClient } from './http-client'

/** InfoResponse: 200 with the model and what went wrong (an exception's message, a warning). */
type NopInfoAnswer = { errors: string[] | null }

const reshapeDetails = (info: NopCustomerInfo): CustomerDetails => ({
  email: info.email ?? '',
  firstName: info.firstName ?? '',
  lastName: info.lastName ?? '',
  phone: info.phone ?? '',
  fax: info.fax || null,
  company: info.company || null,
  vatNumber: info.vatNumber || null,
})

/**
 * The customer's details through Customer/Info (GET, and POST as the account's info form sends
 * it, CustomerController.cs). The POST saves every field of the model it gets, the switched-on
 * ones (Customer settings › Customer form fields: company, phone, fax) and the VAT number only
 * where EU VAT is on (Tax settings): the details are read back as nopCommerce kept them.
 */
export function nopCustomerDetails(client: NopClient): Pick<AccountApi, 'details' | 'saveDetails'> {
  async function ownInfo(session: ShopperSession) {
    const info = await customerInfoOf(client, session)
    if (!info?.email) throw new CommerceError('not-signed-in')
    return info
  }

  return {
    details: async (session) => reshapeDetails(await ownInfo(session)),

    async saveDetails(session, input) {
      const details = checkedCustomerDetails(input)
      const info = await ownInfo(session)
      // The model goes back whole, as Info answered it: the e-mail address unchanged, and the
      // newsletter box as it is (ticking it there would subscribe without the mailed link).
      const model = {
        ...info,
        firstName: details.firstName,
        lastName: details.lastName,
        phone: details.phone,
        fax: details.fax ?? '',
        company: details.company ?? '',
        vatNumber: details.vatNumber ?? '',
      }
      const { errors } = await client.post<NopInfoAnswer>('Customer/Info', {
        token: session,
        json: { model, form: {} },
      })
      if (errors && errors.length > 0)
        throw new Error(`nopCommerce kept the customer’s details: ${errors.join(' ')}`)
      return reshapeDetails(await ownInfo(session))
    },
  }
}
