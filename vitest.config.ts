import path from 'node:path'
import { defineConfig, type ViteUserConfig } from 'vitest/config'

import { integrationWorkers } from './tests/int/setup/workers'

const root = import.meta.dirname

/**
 * Files that need a module graph of their own: those that replace the data cache
 * (tests/int/support/data-cache-outside-next.ts) and those that load the Payload config with an
 * environment of their own (S3 storage, the log's destination).
 */
const isolatedFiles = [
  'tests/int/closing-days.int.test.ts',
  'tests/int/commerce-picker.int.test.ts',
  'tests/int/content.int.test.ts',
  'tests/int/editorial.int.test.ts',
  'tests/int/media-storage.int.test.ts',
  'tests/int/posts.int.test.ts',
  'tests/int/rest-error-logs.int.test.ts',
]

const integration: NonNullable<ViteUserConfig['test']> = {
  environment: 'node',
  // Order links (a phone order's e-mail) are built with next-intl's routing, as in the unit tests.
  server: { deps: { inline: ['next-intl'] } },
  globalSetup: ['tests/int/setup/global-setup.ts'],
  setupFiles: ['tests/int/setup/database-env.ts'],
  // Files run side by side, each worker on its own copy of the run's throwaway database.
  maxWorkers: integrationWorkers,
  testTimeout: 30_000,
  hookTimeout: 120_000,
}

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@': path.join(root, 'src'),
      // Server components guard themselves with `server-only`; tests import them directly.
      'server-only': path.join(root, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Pure functions without module state: one module graph per worker, not per file
          // (88 s against 22 s for the suite on two cores).
          isolate: false,
          // next-intl's middleware imports `next/server` as Node.js's ESM loader will not find it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          exclude: isolatedFiles,
          // One Payload per worker for all its files rather than one per file: the suite's
          // files share nothing but the worker's database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'int-isolated',
          include: isolatedFiles,
        },
      },
    ],
  },
})
