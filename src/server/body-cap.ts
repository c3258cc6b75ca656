import {
  IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestListener,
  type ServerResponse,
} from 'node:http'

import { bodyLimit } from '../security/body-limits'
import { carriesStaffToken } from '../security/staff-token'
import { tooLargeAnswer, tooLargeHeaders } from './too-large-answer'

type Options = {
  /** PAYLOAD_SECRET: an admin's token lets staff-sized bodies through. */
  secret: string | undefined
  /** Headers for the refusal page (the ones `next.config.ts` gives pages). */
  pageHeaders?: OutgoingHttpHeaders
  /** How long a refused client may go on sending, read and thrown away, before it is cut off. */
  lingerMs?: number
  /**
   * Set when the server hands this listener requests that wait for `100 Continue` (its
   * `checkContinue` event): only a body within the limit is asked for.
   */
  answersContinue?: boolean
}

const pathOf = (request: IncomingMessage) => (request.url ?? '/').split(/[?#]/, 1)[0]

/** The body of a chunked request, read up to `limit` bytes: null when it is longer. */
function collect(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      request.off('data', onData).off('end', onEnd).pause()
      resolve(null)
    }
    const onEnd = () => resolve(Buffer.concat(chunks))
    // A client that goes away before the end leaves nothing to answer.
    const onClose = () => reject(new Error('The client closed the connection.'))
    request.on('data', onData).on('end', onEnd).once('error', reject).once('close', onClose)
  })
}

/**
 * The request again, now with its whole body and a Content-Length, for Next.js to read as it
 * reads any other: the original was read to count its bytes.
 */
function withBody(original: IncomingMessage, body: Buffer): IncomingMessage {
  const request = new IncomingMessage(original.socket)
  const headers = { ...original.headers, 'content-length': String(body.length) }
  delete headers['transfer-encoding']
  Object.assign(request, {
    method: original.method,
    url: original.url,
    httpVersion: original.httpVersion,
    httpVersionMajor: original.httpVersionMajor,
    httpVersionMinor: original.httpVersionMinor,
    // Else, once read, it counts as cut short and takes the connection down with it.
    complete: true,
    headers,
    rawHeaders: Object.entries(headers).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value ?? '']).flatMap((each) => [name, each]),
    ),
  })
  request.push(body)
  request.push(null)
  return request
}

/**
 * Refuses a request body larger than its address takes (`src/security/body-limits.ts`,
 * docs/adr/0025) before Next.js reads any of it. A declared Content-Length over the limit is
 * answered 413 unread (a client waiting for `100 Continue` is not asked for it); a chunked body
 * is counted as it arrives and answered 413 as soon as it passes the limit, else handed on whole.
 * The connection is then closed, after a short while in which what the client still sends is
 * thrown away, so that it can read the answer.
 */
export function capRequestBodies(listener: RequestListener, options: Options): RequestListener {
  const lingerMs = options.lingerMs ?? 2000

  function refuse(request: IncomingMessage, response: ServerResponse, limit: number) {
    const pathname = pathOf(request)
    const answer = tooLargeAnswer(pathname, request.headers.cookie, limit)
    const extra = answer.contentType.startsWith('text/html') ? options.pageHeaders : {}
    // Node.js closes a `Connection: close` response's socket as soon as the answer is written;
    // with the body still arriving, that resets the connection and the client, still sending,
    // never reads the answer. It is half-closed instead, and what arrives is read and dropped.
    const socket = request.socket
    socket.destroySoon = () => {
      socket.end()
      setTimeout(() => socket.destroy(), lingerMs).unref()
    }
    response.once('finish', () => request.resume())
    response.writeHead(413, tooLargeHeaders(answer, extra))
    response.end(answer.body)
  }

  function limitOf(request: IncomingMessage, chunked: boolean, declared: number): number {
    const pathname = pathOf(request)
    const anonymous = bodyLimit(pathname, false)
    // Only a body beyond what anyone may send costs a look at the sign-in.
    return !chunked && declared <= anonymous
      ? anonymous
      : bodyLimit(pathname, carriesStaffToken(request.headers, options.secret))
  }

  return (request, response) => {
    const chunked = request.headers['transfer-encoding'] !== undefined
    const declared = Number(request.headers['content-length'] ?? 0)
    // A request without a body (every page) has nothing to measure: its address is not looked up.
    const limit = !chunked && declared === 0 ? 0 : limitOf(request, chunked, declared)
    if (!chunked && declared > limit) return refuse(request, response, limit)
    if (options.answersContinue && /100-continue/i.test(request.headers.expect ?? ''))
      response.writeContinue()
    if (!chunked) return listener(request, response)
    collect(request, limit).then(
      (body) =>
        body ? listener(withBody(request, body), response) : refuse(request, response, limit),
      () => request.socket.destroy(),
    )
  }
}
