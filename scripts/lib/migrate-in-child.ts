import { spawn } from 'node:child_process'
import path from 'node:path'

import { LEXICAL_WITHOUT_TOP_LEVEL_AWAIT } from './migration-runner'
import type { DataStep } from './prepare-payload'

/**
 * The migration runner (`scripts/migrate.ts`) from source, through the TypeScript loader, for the
 * development commands and the tests. `npm start` runs its compiled copy.
 */
export const migrationRunnerFromSource = [
  LEXICAL_WITHOUT_TOP_LEVEL_AWAIT,
  '--import',
  'tsx',
  path.join(import.meta.dirname, '..', 'migrate.ts'),
]

/**
 * Applies the migrations (and then writes `data`, see `dataSteps`) in a child process, for
 * callers that must not load Payload themselves, such as the integration test setup.
 */
export function migrateInChild(
  env: NodeJS.ProcessEnv,
  { data = 'none' }: { data?: DataStep } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...migrationRunnerFromSource, `--data=${data}`], {
      env,
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Migrating the database failed (exit ${code})`)),
    )
  })
}
