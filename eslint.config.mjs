import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/** Caching goes through src/cache/ (docs/adr/0029): it alone names Next.js's caching API. */
const cacheThroughOneModule = {
  name: 'next/cache',
  importNames: ['unstable_cache', 'revalidateTag'],
  message:
    'Cache with `cached` (src/cache/data-cache.ts) and expire with `expire` (src/cache/expiry.ts).',
}

/**
 * One commerce backend never reaches into the other, and what both use (commerce/shop/) reaches
 * into neither.
 */
const keptApart = (folder, ...others) => ({
  files: [`src/commerce/${folder}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        // A later config's rule replaces an earlier one's, so this one repeats the cache rule.
        paths: [cacheThroughOneModule],
        patterns: others.map((other) => ({
          regex: `(^|/)commerce/${other}(/|$)|^\\.\\./${other}(/|$)`,
          message: 'The commerce backends stay apart: what both use lives in src/commerce/shop/.',
        })),
      },
    ],
  },
})

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/migrations/**',
    'src/app/(payload)/**',
    'test-results/**',
    'playwright-report/**',
  ]),
  {
    files: ['src/**'],
    ignores: ['src/cache/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [cacheThroughOneModule] }] },
  },
  keptApart('native', 'nopcommerce'),
  keptApart('nopcommerce', 'native'),
  keptApart('shop', 'native', 'nopcommerce'),
])
