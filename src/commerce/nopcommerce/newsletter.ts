import type { NewsletterApi } from '../provider'
import type { NopContext } from './context'

export function nopNewsletter(context: NopContext): NewsletterApi {
  void context
  return new Proxy({} as never, {
    get: () => () => {
      throw new Error('nopNewsletter is being written')
    },
  })
}
