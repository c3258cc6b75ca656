import sharp from 'sharp'

import type { DoubleAnswer } from './http'

const made = new Map<string, Promise<Uint8Array>>()

/**
 * A product picture as nopCommerce serves it under `/images/thumbs/`: `<id>_<name>[_<size>].webp`,
 * 4:3, in a colour of its own per product.
 */
export async function pictureFile(pathname: string): Promise<DoubleAnswer> {
  const match = /^\/images\/thumbs\/(\d{7})_[a-z0-9-]+(?:_(\d+))?\.webp$/.exec(pathname)
  if (!match) return { status: 404, json: { message: 'Not found' } }
  const id = Number(match[1])
  const width = Math.min(Number(match[2] ?? 1200), 1200)
  const key = `${id}:${width}`
  if (!made.has(key)) {
    const hue = (id * 47) % 360
    made.set(
      key,
      sharp({
        create: {
          width,
          height: Math.round((width * 3) / 4),
          channels: 3,
          background: `hsl(${hue}, 45%, 55%)`,
        },
      })
        .webp({ quality: 60 })
        .toBuffer()
        .then((buffer) => new Uint8Array(buffer)),
    )
  }
  return {
    bytes: await made.get(key)!,
    contentType: 'image/webp',
    filename: pathname.split('/').pop()!,
  }
}
