import { describe, expect, it } from 'vitest'

import { nodeImportPath } from '../../../../scripts/lib/compile-start'

const root = process.cwd()

describe('imports of the compiled start', () => {
  it('name the file inside a package without an exports map, as Node.js needs', () => {
    expect(nodeImportPath('next/cache', root)).toBe('next/cache.js')
    expect(nodeImportPath('next/server', root)).toBe('next/server.js')
  })

  it('leave packages with an exports map, package roots and named files alone', () => {
    expect(nodeImportPath('payload/shared', root)).toBe('payload/shared')
    expect(nodeImportPath('@payloadcms/translations/languages/en', root)).toBe(
      '@payloadcms/translations/languages/en',
    )
    expect(nodeImportPath('next', root)).toBe('next')
    expect(nodeImportPath('@payloadcms/db-postgres', root)).toBe('@payloadcms/db-postgres')
    expect(nodeImportPath('next/dist/server/next.js', root)).toBe('next/dist/server/next.js')
  })
})
