import type { CheckoutApi } from '../provider'
import type { NopContext } from './context'

export function nopCheckout(context: NopContext): CheckoutApi {
  void context
  return new Proxy({} as never, {
    get: () => () => {
      throw new Error('nopCheckout is being written')
    },
  })
}
