import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pictureWidths } from '@/collections/Media/picture-widths'
import { mediaDirectory } from '@/config/paths'

import { startS3Double, type S3Double } from '../support/s3-double'
import { uniqueSlug } from './support/any-backend'

// This file's own Payload, configured for S3 before the config is first read (each test file
// runs in a process of its own).
let s3: S3Double
let payload: Payload
let serveFile: (request: Request, slug: string[]) => Promise<Response>

const storageEnv = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
]

beforeAll(async () => {
  s3 = await startS3Double()
  Object.assign(process.env, {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.url,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_PREFIX: 'pictures',
  })
  const { getPayload } = await import('payload')
  payload = await getPayload({ config: (await import('@payload-config')).default })
  const { GET } = await import('@/app/(payload)/api/[...slug]/route')
  serveFile = (request, slug) => GET(request, { params: Promise.resolve({ slug }) })
})

afterAll(async () => {
  for (const name of storageEnv) delete process.env[name]
  await s3?.close()
})

async function upload(width: number) {
  const data = await sharp({
    create: { width, height: width / 2, channels: 3, background: '#a33' },
  })
    .jpeg()
    .toBuffer()
  const name = `${uniqueSlug('rib')}.jpg`
  const doc = await payload.create({
    collection: 'media',
    data: { alt: 'Côte à l’os' },
    file: { data, mimetype: 'image/jpeg', name, size: data.length },
  })
  return { doc, data, name }
}

/** A request for a picture's address (the file route's path, and its query if any). */
const fileRequest = (address: string, headers: Record<string, string> = {}) => {
  const url = new URL(address, 'http://localhost:3000')
  return serveFile(new Request(url, { headers }), url.pathname.split('/').slice(2))
}

describe('pictures on S3-compatible storage', () => {
  it('stores the upload and each of its WebP widths in the bucket, under the prefix, not on disk', async () => {
    const { doc, data, name } = await upload(1400)
    expect(s3.objects.get(`pictures/${name}`)?.body.equals(data)).toBe(true)
    const smaller = pictureWidths.filter((width) => width <= 1400)
    for (const width of smaller) {
      const size = doc.sizes?.[`w${width}` as keyof typeof doc.sizes]
      expect(size?.filename, `w${width}`).toMatch(/\.webp$/)
      expect(s3.objects.get(`pictures/${size?.filename}`)?.contentType).toBe('image/webp')
    }
    expect(existsSync(path.join(mediaDirectory(), name))).toBe(false)
    // The address is the site's own file route, as with local storage.
    expect(doc.url).toBe(`/api/media/file/${name}?prefix=pictures`)
  })

  it("serves the file through Payload's file route, whole and by byte range", async () => {
    const { doc, data } = await upload(800)
    const whole = await fileRequest(doc.url!)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await whole.arrayBuffer()).equals(data)).toBe(true)

    const part = await fileRequest(doc.url!, { range: 'bytes=0-9' })
    expect(part.status).toBe(206)
    expect((await part.arrayBuffer()).byteLength).toBe(10)
  })

  it('answers 404 for a file that is not in the bucket', async () => {
    const response = await fileRequest('/api/media/file/no-such-picture.jpg')
    expect(response.status).toBe(404)
  })

  it('removes the file and its widths from the bucket when the picture is deleted', async () => {
    const { doc, name } = await upload(700)
    const keys = [...s3.objects.keys()].filter((key) => key.includes(name.replace(/\.jpg$/, '')))
    expect(keys.length).toBeGreaterThanOrEqual(3)
    await payload.delete({ collection: 'media', id: doc.id })
    for (const key of keys) expect(s3.objects.has(key), key).toBe(false)
  })

  it('refuses a store that does not know the access key, and stores nothing', async () => {
    const before = s3.objects.size
    const refused = await fetch(`${s3.url}/${s3.bucket}/intruder.jpg`, {
      method: 'PUT',
      body: 'x',
      headers: { authorization: 'AWS4-HMAC-SHA256 Credential=SOMEONEELSE/20261125/us-east-1/s3' },
    })
    expect(refused.status).toBe(403)
    expect(s3.objects.size).toBe(before)
  })
})
