import http from 'node:http'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

/** What Chromium sends; the shop server answers with Brotli (docs/adr/0012). */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

export type Headers = Record<string, string>

/** An answer as the server sent it: status, headers, bytes on the wire and their decoded text. */
export type Answer = { status: number; headers: Headers; body: Buffer; text: string }

const decoders: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
}

/** Headers that belong to one connection or moment, which a bare server sets itself. */
const perConnection = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
])

/**
 * One request's status, headers and bytes exactly as they came (fetch would decompress the body).
 * A server that takes the connection but never answers fails the request, not the run.
 */
export function rawRequest(
  url: URL | string,
  headers: Headers,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    request.on('error', reject)
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer in 30 s`)))
    request.end()
  })
}

/** One request, its answer kept as sent (the bytes maybe compressed) and as text. */
export async function fetchRaw(url: URL | string, headers: Headers): Promise<Answer> {
  const { status, headers: received, body } = await rawRequest(url, headers)
  const sent: Headers = {}
  for (const [name, value] of Object.entries(received))
    if (value !== undefined && !perConnection.has(name))
      sent[name] = Array.isArray(value) ? value.join(', ') : value
  const encoding = received['content-encoding']
  const decode = encoding ? decoders[encoding] : undefined
  if (encoding && !decode) throw new Error(`${url}: unknown encoding ${encoding}`)
  const text = (decode ? decode(body) : body).toString()
  return { status, headers: sent, body, text }
}

/** Like `fetchRaw`, but only a 200 will do. */
export async function fetchOk(url: URL | string, headers: Headers): Promise<Answer> {
  const answer = await fetchRaw(url, headers)
  if (answer.status !== 200) {
    const where = answer.headers.location ? ` (to ${answer.headers.location})` : ''
    throw new Error(`${url} answered ${answer.status}${where}`)
  }
  return answer
}
