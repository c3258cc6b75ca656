import { spawn } from 'node:child_process'

import { type DataStep, LOAD_TIMED_OUT } from '../../../scripts/lib/prepare-payload'

export type ScriptRun = { code: number | null; stdout: string; stderr: string }

/**
 * Runs `node --import tsx <args>` as a child process and collects what it prints. With `until`,
 * the child is sent SIGTERM once its standard output shows that text (as an operator stopping
 * it), and the run ends when it has exited.
 */
export function runScript(
  args: string[],
  env: NodeJS.ProcessEnv,
  { until }: { until?: string } = {},
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env })
    const run: ScriptRun = { code: null, stdout: '', stderr: '' }
    child.stdout.on('data', (chunk) => {
      run.stdout += chunk
      if (until && run.stdout.includes(until)) child.kill('SIGTERM')
    })
    child.stderr.on('data', (chunk) => (run.stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ ...run, code }))
  })
}

/** `scripts/migrate.ts --data=…`, tried again when loading the app timed out, as the scripts do. */
export async function runMigrate(env: NodeJS.ProcessEnv, data: DataStep): Promise<ScriptRun> {
  for (let attempt = 1; ; attempt++) {
    const run = await runScript(['scripts/migrate.ts', `--data=${data}`], env)
    if (run.code !== LOAD_TIMED_OUT || attempt === 3) return run
  }
}
