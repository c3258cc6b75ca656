import { type ChildProcess, spawn } from 'node:child_process'

import type { Database } from './database'

export type Supervisor = {
  /** Runs a Node.js program (its flags, script and arguments) as the child; its exit code. */
  run: (program: string[], env?: Record<string, string>) => Promise<number>
  /** The database to stop once everything has ended. */
  stopAtEnd: (database: Database) => void
}

/**
 * Runs `main` as the parent of `npm start` and the development commands: the programs it runs
 * are its children one at a time, a stop signal (Ctrl-C, SIGTERM) goes on to the child running,
 * and the database is stopped when `main` ends, with `main`'s result as the exit code.
 */
export function supervise(main: (supervisor: Supervisor) => Promise<number>): void {
  let database: Database | null = null
  let child: ChildProcess | null = null
  let stopping = false

  async function shutdown(code: number): Promise<never> {
    stopping = true
    await database?.stop().catch((error) => console.error('Could not stop PostgreSQL:', error))
    process.exit(code)
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (child && child.exitCode === null) child.kill(signal)
      else if (!stopping) void shutdown(130)
    })
  }

  const run: Supervisor['run'] = (program, env = {}) =>
    new Promise((resolve) => {
      child = spawn(process.execPath, program, {
        stdio: 'inherit',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      })
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1)))
    })

  main({ run, stopAtEnd: (opened) => (database = opened) }).then(
    (code) => shutdown(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error)
      return shutdown(1)
    },
  )
}
