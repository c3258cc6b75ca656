import type { CustomerApi } from '../provider'
import type { NopContext } from './context'

export function nopCustomers(context: NopContext): CustomerApi {
  void context
  throw new Error('nopCustomers is being written')
}
