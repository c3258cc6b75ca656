import { type IncomingHttpHeaders, request } from 'node:http'

/** An answer's status, headers and bytes as they came: fetch would decompress the body. */
export function rawGet(
  url: string,
  acceptEncoding: string,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { 'accept-encoding': acceptEncoding } })
    req.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}
