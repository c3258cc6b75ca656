import type { CartApi } from '../provider'
import type { NopContext } from './context'

export function nopCart(context: NopContext): CartApi {
  void context
  return new Proxy({} as never, {
    get: () => () => {
      throw new Error('nopCart is being written')
    },
  })
}
