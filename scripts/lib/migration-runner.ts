import type { Supervisor } from './supervisor'

/**
 * Node.js's flag for every process that loads Payload's config outside Next.js. Lexical's entry
 * for Node.js picks its build with a top-level `await import()`; across the many Lexical packages
 * the config loads, Node.js now and then never finishes loading them (exit code 13, or a hang
 * under a TypeScript loader). The `production` entry is that same build, imported directly.
 */
export const LEXICAL_WITHOUT_TOP_LEVEL_AWAIT = '--conditions=production'

/** Runs the migration runner `program` with `--data=…` (see `dataSteps`); throws when it fails. */
export async function runMigrations(
  run: Supervisor['run'],
  program: string[],
  data: string,
  env: Record<string, string> = {},
): Promise<void> {
  const code = await run([...program, `--data=${data}`], env)
  if (code !== 0) throw new Error(`Migrating the database failed (exit ${code})`)
}
