import type { CustomerApi } from '../provider'
import type { NopContext } from './context'
import { nopLanguageIds } from './language-ids'

type TokenAnswer = {
  username: string | null
  customerId: number
  customerGuid: string
  token: string
}

export function nopCustomers({ client }: NopContext): CustomerApi {
  const notYet = () => {
    throw new Error('nopCustomers is being written')
  }
  return {
    async startGuest(locale) {
      const { token } = await client.post<TokenAnswer>('Authenticate/GetToken', {
        json: { isGuest: true },
      })
      await client.post(`Common/SetLanguage/${nopLanguageIds[locale]}`, { token })
      return token
    },
    signIn: notYet,
    register: notYet,
    info: notYet,
    requestPasswordReset: notYet,
    resetPassword: notYet,
    changePassword: notYet,
  }
}
