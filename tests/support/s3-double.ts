/**
 * A stand-in for an S3-compatible object store over real HTTP on 127.0.0.1, keeping objects in
 * memory: path-style `PUT`, `HEAD`, `GET` (with byte ranges) and `DELETE` of `/<bucket>/<key>`,
 * answering S3's status codes and XML errors. A request must be signed (AWS Signature V4) with
 * the double's access key; the signature itself is not recomputed.
 *
 * Standalone: `npx tsx tests/support/s3-double.ts`, listening on S3_DOUBLE_PORT (default 3128).
 */
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

export type StoredObject = { body: Buffer; contentType: string; etag: string; modified: Date }

export type S3Double = {
  url: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Objects by key, for tests to look at. */
  objects: Map<string, StoredObject>
  close(): Promise<void>
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' })
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  )
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` over a body of `size` bytes; undefined when unsatisfiable. */
function byteRange(header: string, size: number): [number, number] | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (!match[1] && !match[2])) return undefined
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]))
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1
  return start <= end && start < size ? [start, end] : undefined
}

export async function startS3Double({
  port = 0,
  bucket = 'shop-media',
  accessKeyId = 'DOUBLEACCESSKEY',
  secretAccessKey = 'double-secret-access-key',
} = {}): Promise<S3Double> {
  const objects = new Map<string, StoredObject>()

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const [, bucketName, ...keyParts] = url.pathname.split('/')
    const key = decodeURIComponent(keyParts.join('/'))
    if (!String(req.headers.authorization ?? '').includes(`Credential=${accessKeyId}/`))
      return xmlError(res, 403, 'InvalidAccessKeyId', 'The access key is not known.')
    if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'No such bucket.')
    if (!key) return xmlError(res, 501, 'NotImplemented', 'Only object requests are served.')
    if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked'))
      return xmlError(res, 501, 'NotImplemented', 'Chunked uploads are not served.')

    const object = objects.get(key)
    switch (req.method) {
      case 'PUT': {
        const body = await readBody(req)
        const etag = `"${createHash('md5').update(body).digest('hex')}"`
        const contentType = String(req.headers['content-type'] ?? 'application/octet-stream')
        objects.set(key, { body, contentType, etag, modified: new Date() })
        res.writeHead(200, { etag })
        return res.end()
      }
      case 'DELETE':
        objects.delete(key)
        res.writeHead(204)
        return res.end()
      case 'HEAD':
      case 'GET': {
        if (!object) {
          if (req.method === 'HEAD') {
            res.writeHead(404)
            return res.end()
          }
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.')
        }
        const headers = {
          'content-type': object.contentType,
          etag: object.etag,
          'last-modified': object.modified.toUTCString(),
          'accept-ranges': 'bytes',
        }
        const size = object.body.length
        const rangeHeader = req.headers.range
        const range = rangeHeader ? byteRange(rangeHeader, size) : [0, size - 1]
        if (!range) return xmlError(res, 416, 'InvalidRange', 'The range is not satisfiable.')
        const [start, end] = range
        res.writeHead(rangeHeader ? 206 : 200, {
          ...headers,
          'content-length': String(end - start + 1),
          ...(rangeHeader ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
        })
        return res.end(req.method === 'GET' ? object.body.subarray(start, end + 1) : undefined)
      }
      default:
        return xmlError(res, 405, 'MethodNotAllowed', 'The method is not allowed.')
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => xmlError(res, 500, 'InternalError', 'The double failed.'))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const double = await startS3Double({ port: Number(process.env.S3_DOUBLE_PORT || 3128) })
  console.log(`S3 double on ${double.url}, bucket ${double.bucket}`)
}
