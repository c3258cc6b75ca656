import { rmSync } from 'node:fs'
import path from 'node:path'

import { compileStart } from '../../../scripts/lib/compile-start'
import { LEXICAL_WITHOUT_TOP_LEVEL_AWAIT } from '../../../scripts/lib/migration-runner'

export type CompiledStart = {
  /** `npm start`'s program: `node` and the compiled start, no TypeScript loader. */
  start: string[]
  /** The compiled migration runner, as the compiled start runs it. */
  migrate: string[]
  remove: () => void
}

/**
 * `npm start` compiled as `npm run build` compiles it, into a folder of the test file's own
 * inside the project (so that its imports find `node_modules`); no Next.js build needed.
 */
export async function compiledStart(name: string): Promise<CompiledStart> {
  const dir = path.resolve('.data', `compiled-start-${name}-${process.pid}`)
  await compileStart(process.cwd(), dir)
  return {
    start: [path.join(dir, 'start.mjs')],
    migrate: [LEXICAL_WITHOUT_TOP_LEVEL_AWAIT, path.join(dir, 'migrate.mjs')],
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
