import path from 'node:path'
import { defineConfig } from 'vitest/config'

import { integrationWorkers } from './tests/int/setup/workers'

const root = import.meta.dirname

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
          // next-intl's middleware imports `next/server` as Node.js's ESM loader will not find it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          // Order links (a phone order's e-mail) are built with next-intl's routing, as in the unit tests.
          server: { deps: { inline: ['next-intl'] } },
          globalSetup: ['tests/int/setup/global-setup.ts'],
          setupFiles: ['tests/int/setup/database-env.ts'],
          // Files run side by side, each worker on its own copy of the run's throwaway database.
          maxWorkers: integrationWorkers,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
