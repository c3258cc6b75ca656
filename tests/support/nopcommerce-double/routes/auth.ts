import { badRequest, type DoubleRoute, unauthorized } from '../http'
import { newCustomer } from '../state'

type TokenRequest = { is_guest?: boolean; username?: string; email?: string; password?: string }

/** Authenticate/GetToken (guests and customers) and Common/SetLanguage. */
export const authRoutes: DoubleRoute[] = [
  {
    method: 'POST',
    path: 'Authenticate/GetToken',
    handle({ body, state }) {
      const input = (body ?? {}) as TokenRequest
      if (input.is_guest) {
        const guest = newCustomer(state)
        return {
          json: {
            username: null,
            customer_id: guest.id,
            customer_guid: guest.guid,
            token: state.newToken(guest.id),
          },
        }
      }
      const email = (input.email || input.username || '').trim().toLowerCase()
      const customer = [...state.customers.values()].find(
        (known) => !known.isGuest && known.email === email && known.password === input.password,
      )
      if (!customer) return { status: 401, json: { message: 'Username or password is incorrect' } }
      return {
        json: {
          username: customer.email,
          customer_id: customer.id,
          customer_guid: customer.guid,
          token: state.newToken(customer.id),
        },
      }
    },
  },
  {
    method: 'POST',
    path: 'Common/SetLanguage/:langId',
    handle({ params, customer }) {
      const languageId = Number(params.langId)
      if (![1, 2, 5].includes(languageId)) return badRequest('Unknown language')
      if (!customer) return unauthorized
      customer.languageId = languageId
      return { json: {} }
    },
  },
]
