import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { configuredHeaders } from '@/server/configured-headers'

const build = mkdtempSync(path.join(tmpdir(), 'build-'))
afterAll(() => rmSync(build, { recursive: true, force: true }))

// The shape Next.js writes for `headers()` rules on `/:path*` and `/admin/:path*`.
writeFileSync(
  path.join(build, 'routes-manifest.json'),
  JSON.stringify({
    headers: [
      {
        source: '/:path*',
        regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
        headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
      },
      {
        source: '/admin/:path*',
        regex: '^/admin(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
        headers: [{ key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' }],
      },
    ],
  }),
)

describe('configuredHeaders', () => {
  it('gives an address the headers of every rule that matches it, as the build wrote them', () => {
    expect(configuredHeaders(build, '/_next/static/chunks/main.js')).toEqual({
      'x-content-type-options': 'nosniff',
    })
    expect(configuredHeaders(build, '/admin/login')).toEqual({
      'x-content-type-options': 'nosniff',
      'critical-ch': 'Sec-CH-Prefers-Color-Scheme',
    })
  })
})
