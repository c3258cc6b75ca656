import { spawn } from 'node:child_process'
import path from 'node:path'

import { type DataStep, LOAD_TIMED_OUT } from './prepare-payload'

const script = path.join(import.meta.dirname, '..', 'migrate.ts')

function migrateOnce(env: NodeJS.ProcessEnv, data: DataStep): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, `--data=${data}`], {
      env,
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', (code) => resolve(code))
  })
}

/**
 * Applies the migrations (and then writes `data`, see `dataSteps`) in a child process. Loading
 * the app through the TypeScript loader now and then never finishes (LOAD_TIMED_OUT): that child
 * is replaced by a fresh one, twice at most.
 */
export async function migrateInChild(
  env: NodeJS.ProcessEnv,
  { data = 'none' }: { data?: DataStep } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const code = await migrateOnce(env, data)
    if (code === 0) return
    if (code !== LOAD_TIMED_OUT || attempt === 3)
      throw new Error(`Migrating the database failed (exit ${code})`)
    console.error(`Loading the app timed out; trying again (${attempt + 1} of 3).`)
  }
}
