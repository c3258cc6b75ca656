import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { forgetRenderedPages } from '@/server/forget-rendered-pages'

const file = (build: string, ...parts: string[]) => {
  const at = path.join(build, ...parts)
  mkdirSync(path.dirname(at), { recursive: true })
  writeFileSync(at, 'x')
  return at
}

describe('a start without a shared cache', () => {
  it('forgets the pages and reads an earlier process kept, and nothing the build made', () => {
    const build = mkdtempSync(path.join(tmpdir(), 'build-'))
    const page = file(build, 'server', 'route-cache', 'APP_PAGE', 'k', '$', 'en', 'meat', '1.html')
    const read = file(build, 'cache', 'fetch-cache', 'abc')
    const built = file(build, 'server', 'app', '_not-found.html')
    const images = file(build, 'cache', 'images', 'a.webp')
    forgetRenderedPages(build)
    expect([existsSync(page), existsSync(read)]).toEqual([false, false])
    expect([existsSync(built), existsSync(images)]).toEqual([true, true])
    forgetRenderedPages(build)
  })
})
