import type { OrderApi } from '../provider'
import type { NopContext } from './context'

export function nopOrders(context: NopContext): OrderApi {
  void context
  return new Proxy({} as never, {
    get: () => () => {
      throw new Error('nopOrders is being written')
    },
  })
}
