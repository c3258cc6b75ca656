import { describe, expect, it } from 'vitest'

import { reshapeImage } from '@/commerce/native/reshape'
import { mediaOnThisMachine, mediaRemotePatterns } from '@/config/media-hosts'
import { sitePath } from '@/lib/site-path'

describe('picture addresses for the image optimizer', () => {
  it("keeps a picture on this site as a path, whatever the site's public address", () => {
    expect(sitePath('http://localhost:3500/api/media/file/rib.jpg', 'http://localhost:3500')).toBe(
      '/api/media/file/rib.jpg',
    )
    expect(
      sitePath('https://shop.example.be/api/media/file/rib.jpg?v=2', 'https://shop.example.be/'),
    ).toBe('/api/media/file/rib.jpg?v=2')
    expect(sitePath('/api/media/file/rib.jpg', 'https://shop.example.be')).toBe(
      '/api/media/file/rib.jpg',
    )
    expect(sitePath('/api/media/file/rib.jpg', undefined)).toBe('/api/media/file/rib.jpg')
  })

  it('leaves a picture on another host as it is', () => {
    expect(sitePath('https://media.example.be/shop/rib.jpg', 'https://shop.example.be')).toBe(
      'https://media.example.be/shop/rib.jpg',
    )
    expect(sitePath('http://localhost:4000/api/media/file/a.jpg', 'http://localhost:3500')).toBe(
      'http://localhost:4000/api/media/file/a.jpg',
    )
  })

  it('gives the catalog the path of a picture Payload addressed in full', () => {
    const siteUrl = process.env.NEXT_PUBLIC_SERVER_URL
    process.env.NEXT_PUBLIC_SERVER_URL = 'http://localhost:3000'
    try {
      const media = {
        id: 1,
        alt: 'Picanha',
        url: 'http://localhost:3000/api/media/file/picanha.jpg',
        width: 800,
        height: 600,
        updatedAt: '2026-01-01T00:00:00.000Z',
        createdAt: '2026-01-01T00:00:00.000Z',
      }
      expect(reshapeImage(media)).toEqual({
        url: '/api/media/file/picanha.jpg',
        alt: 'Picanha',
        width: 800,
        height: 600,
      })
    } finally {
      if (siteUrl === undefined) delete process.env.NEXT_PUBLIC_SERVER_URL
      else process.env.NEXT_PUBLIC_SERVER_URL = siteUrl
    }
  })

  it('lets the optimizer fetch from the media host of MEDIA_URL, and from no other', () => {
    expect(mediaRemotePatterns(undefined)).toEqual([])
    expect(mediaRemotePatterns('https://media.example.be/shop/')).toEqual([
      { protocol: 'https', hostname: 'media.example.be', port: '', pathname: '/shop/**' },
    ])
    expect(mediaRemotePatterns('http://localhost:9000')).toEqual([
      { protocol: 'http', hostname: 'localhost', port: '9000', pathname: '/**' },
    ])
  })

  it('lets the optimizer fetch from this machine only when MEDIA_URL names it', () => {
    expect(mediaOnThisMachine(undefined)).toBe(false)
    expect(mediaOnThisMachine('https://media.example.be/shop')).toBe(false)
    expect(mediaOnThisMachine('http://127.0.0.1:3129')).toBe(true)
    expect(mediaOnThisMachine('http://localhost:9000')).toBe(true)
    expect(mediaOnThisMachine('http://10.0.0.5')).toBe(false)
  })
})
