import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

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
  keptApart('native', 'nopcommerce'),
  keptApart('nopcommerce', 'native'),
  keptApart('shop', 'native', 'nopcommerce'),
])
