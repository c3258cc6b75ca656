import type { RequestListener } from 'node:http'

import { CLIENT_ADDRESS_HEADER, clientAddress } from '../security/client-address'

/**
 * Writes the visitor's address (from the connection, or from X-Forwarded-For behind `hops`
 * trusted proxies) into the request's client-address header before anything else sees the
 * request; whatever the visitor sent in that header is replaced.
 */
export function withClientAddress(hops: number, listener: RequestListener): RequestListener {
  return (request, response) => {
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
      request.socket.remoteAddress,
      request.headers['x-forwarded-for'],
      hops,
    )
    return listener(request, response)
  }
}
