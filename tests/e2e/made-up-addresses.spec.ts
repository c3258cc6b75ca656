import { expect, test } from '@playwright/test'
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { productId } from './support/shop'

/** Files under `dir` (the server's build output, in this checkout), or none when it is absent. */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
  } catch {
    return []
  }
}

/**
 * A not-found page of a cached route is cached like any page: kept on disk, every made-up
 * address would add files without end. The server keeps them in memory, at most
 * `cacheMaxMemorySize` (docs/adr/0039).
 */
test('made-up addresses are answered from the cache in memory and leave no file on the server', async ({
  request,
}) => {
  const madeUp = [
    '/vlees/987654/verzonnen',
    '/fr/viande/987655/invente',
    '/en/meat/987656/made-up',
    // Where an editor's page could be, and where none can.
    '/verzonnen-pagina-987657',
    '/en/made/up/987658',
  ]
  for (const address of madeUp) {
    expect((await request.get(address)).status()).toBe(404)
    const again = await request.get(address)
    expect(again.status()).toBe(404)
    expect(again.headers()['x-nextjs-cache']).toBe('HIT')
  }
  const entrecote = `/vlees/${await productId(request, 'Entrecote')}/entrecote`
  await request.get(entrecote)
  expect((await request.get(entrecote)).headers()['x-nextjs-cache']).toBe('HIT')

  expect(filesUnder('.next/server/route-cache')).toEqual([])
  expect(filesUnder('.next/cache/fetch-cache')).toEqual([])
})
