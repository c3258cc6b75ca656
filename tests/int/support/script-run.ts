import { spawn } from 'node:child_process'

import { migrationRunnerFromSource } from '../../../scripts/lib/migrate-in-child'
import type { DataStep } from '../../../scripts/lib/prepare-payload'

export type ScriptRun = { code: number | null; stdout: string; stderr: string }

/**
 * Runs `node <args>` as a child process and collects what it prints. With `until`, the child is
 * sent SIGTERM once its standard output shows that text (as an operator stopping it), and the
 * run ends when it has exited.
 */
export function runNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  { until }: { until?: string } = {},
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env })
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

/** The migration runner with `--data=…`: from source, or the compiled `program` `npm start` runs. */
export const runMigrate = (
  env: NodeJS.ProcessEnv,
  data: DataStep,
  program: string[] = migrationRunnerFromSource,
): Promise<ScriptRun> => runNode([...program, `--data=${data}`], env)
