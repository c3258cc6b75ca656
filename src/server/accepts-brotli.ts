import Negotiator from 'negotiator'
import type { IncomingMessage } from 'node:http'

/** Whether the request's `Accept-Encoding` takes Brotli (`br`, and not with `q=0`). */
export const acceptsBrotli = (request: IncomingMessage): boolean =>
  new Negotiator(request).encodings(['br']).includes('br')
