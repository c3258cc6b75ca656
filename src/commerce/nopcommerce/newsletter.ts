import type { NewsletterApi } from '../provider'
import type { NopContext } from './context'

export function nopNewsletter(context: NopContext): NewsletterApi {
  void context
  throw new Error('nopNewsletter is being written')
}
