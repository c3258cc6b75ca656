import type { CartApi } from '../provider'
import type { NopContext } from './context'

export function nopCart(context: NopContext): CartApi {
  void context
  throw new Error('nopCart is being written')
}
