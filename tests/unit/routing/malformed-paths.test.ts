import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import proxy from '@/proxy'
import { routablePath, wellFormedPath } from '@/routing/malformed-paths'

/** What Next.js does with an address to match a route: one decoding per segment. */
const nextDecodes = (path: string) => path.split('/').map((segment) => decodeURIComponent(segment))

const ask = (address: string) =>
  proxy(
    new NextRequest(`http://localhost:3000${address}`, { headers: { 'accept-language': 'nl-BE' } }),
  )

describe('malformed addresses', () => {
  it('leaves addresses that decode alone', () => {
    for (const path of [
      '/',
      '/fr/politique-de-confidentialit%C3%A9',
      '/vleessoorten/2/rund/page%3D2%26sort%3Dprice-asc',
    ]) {
      expect(wellFormedPath(path)).toBeNull()
      expect(routablePath(path)).toBeNull()
    }
  })

  it('spells an address that does not decode with its stray escapes escaped', () => {
    expect(wellFormedPath('/%E0%A4%A')).toBe('/%25E0%25A4%25A')
    expect(wellFormedPath('/en/%E0%A4%A')).toBe('/en/%25E0%25A4%25A')
    expect(wellFormedPath('/en/100%')).toBe('/en/100%25')
    expect(wellFormedPath('/vlees/12/%E0')).toBe('/vlees/12/%25E0')
    for (const path of ['/%E0%A4%A', '/fr/%', '/en/x/%zz'])
      expect(() => nextDecodes(wellFormedPath(path)!)).not.toThrow()
  })

  it('serves an address that decodes once but not twice from a path that survives both', () => {
    expect(routablePath('/en/%25E0%25A4%25A')).toBe('/en/%252525E0%252525A4%252525A')
    // The route gets the segment as it was typed.
    const served = routablePath('/en/%25E0')!
    expect(nextDecodes(decodeURI(served))).toEqual(['', 'en', '%25E0'])
  })

  it('redirects an address that does not decode to its well-formed spelling', async () => {
    for (const [address, target] of [
      ['/%E0%A4%A', '/%25E0%25A4%25A'],
      ['/en/%E0%A4%A?tag=x', '/en/%25E0%25A4%25A?tag=x'],
    ]) {
      const response = await ask(address)
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe(`http://localhost:3000${target}`)
    }
  })

  it('sends the well-formed spelling on to a route in its language instead of failing', async () => {
    for (const [address, internal] of [
      ['/%25E0%25A4%25A', '/nl/'],
      ['/en/%25E0%25A4%25A', '/en/'],
      ['/fr/%25', '/fr/'],
    ]) {
      const response = await ask(address)
      const rewrite = response.headers.get('x-middleware-rewrite')
      expect(response.status).toBe(200)
      expect(rewrite).not.toBeNull()
      const { pathname } = new URL(rewrite!)
      expect(pathname.startsWith(internal)).toBe(true)
      expect(() => nextDecodes(pathname)).not.toThrow()
    }
  })
})
