import type { CustomerApi } from '../provider'
import type { NopContext } from './context'
import { nopLanguageIds } from './language-ids'
import { nopSignIn } from './sign-in'

type TokenAnswer = {
  username: string | null
  customerId: number
  customerGuid: string
  token: string
}

export function nopCustomers(context: NopContext): CustomerApi {
  const { client } = context
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
    signIn: nopSignIn(context),
    register: notYet,
    info: notYet,
    requestPasswordReset: notYet,
    resetPassword: notYet,
    changePassword: notYet,
  }
}
