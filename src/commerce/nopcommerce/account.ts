import type { AccountApi } from '../provider'
import type { NopContext } from './context'

export function nopAccount(context: NopContext): AccountApi {
  void context
  return new Proxy({} as never, {
    get: () => () => {
      throw new Error('nopAccount is being written')
    },
  })
}
