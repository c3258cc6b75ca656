import type { IncomingMessage, ServerResponse } from 'node:http'

import { wellFormedPath } from '../routing/malformed-paths'

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown

export type Refusal = { status: 400; contentType: string; body: string }

const API_MESSAGE = 'Malformed address: a percent escape in the path does not decode.'

/**
 * What the server answers for an address under `/api` or `/_next` whose escapes do not decode
 * (`/api/%E0%A4%A`): 400, in JSON shaped as Payload's REST errors for `/api`, a short text for
 * Next.js's own files. Next.js would answer a bare 500 "Internal Server Error" and log a stack.
 * Pages are not refused here: the proxy sends them to the shop's not-found page
 * (`src/routing/malformed-paths.ts`). Null for every other address.
 */
export function malformedAddressRefusal(url: string): Refusal | null {
  const pathname = url.split(/[?#]/, 1)[0]
  const api = pathname === '/api' || pathname.startsWith('/api/')
  if (!api && !pathname.startsWith('/_next/')) return null
  if (wellFormedPath(pathname) === null) return null
  return api
    ? {
        status: 400,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ errors: [{ message: API_MESSAGE }] }),
      }
    : {
        status: 400,
        contentType: 'text/plain; charset=utf-8',
        body: 'Bad Request: malformed address',
      }
}

/** Answers malformed `/api` and `/_next` addresses itself; hands every other request on. */
export const refuseMalformedAddresses =
  (listener: Listener): Listener =>
  (request, response) => {
    const refusal = malformedAddressRefusal(request.url ?? '/')
    if (!refusal) return listener(request, response)
    response.writeHead(refusal.status, {
      'Content-Type': refusal.contentType,
      'Content-Length': Buffer.byteLength(refusal.body),
      'Cache-Control': 'no-store',
    })
    response.end(refusal.body)
  }
