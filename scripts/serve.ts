/**
 * One entry point for the development and operator commands that need the app's environment: it
 * loads `.env`, supplies development secrets, opens the database (embedded PostgreSQL when
 * DATABASE_URL is unset, which production refuses unless ALLOW_EMBEDDED_POSTGRES=true), applies
 * migrations under a lock, then runs Next.js or the Payload CLI, and shuts the database down when
 * that process ends or the user presses Ctrl-C. Only `seed`, and `dev` on an empty database,
 * write demo data. `build` also compiles `npm start` (scripts/start.ts), which runs without it.
 */
import nextEnv from '@next/env'
import path from 'node:path'

import { databaseProblem } from '../src/config/production-settings'
import { markStartupScripts } from '../src/server/compile-hints'
import { precompressStatic } from '../src/server/precompress'
import { compiledStartDir, compileStart } from './lib/compile-start'
import { openDatabase } from './lib/database'
import { applyDevelopmentSecrets } from './lib/dev-secrets'
import { migrationRunnerFromSource } from './lib/migrate-in-child'
import { LEXICAL_WITHOUT_TOP_LEVEL_AWAIT, runMigrations } from './lib/migration-runner'
import type { DataStep } from './lib/prepare-payload'
import { supervise } from './lib/supervisor'

const root = process.cwd()
const dataDir = path.join(root, '.data')
const [mode = 'dev', ...rest] = process.argv.slice(2)

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const payloadBin = path.join(root, 'node_modules', 'payload', 'bin.js')

/** What each command writes once the migrations are applied (see `dataSteps`). */
const dataAfterMigrating: Record<string, DataStep> = {
  migrate: 'admin',
  seed: 'demo',
  dev: 'demo-if-empty',
}

supervise(async ({ run, stopAtEnd }) => {
  nextEnv.loadEnvConfig(root, mode !== 'build')

  if (mode !== 'build' && process.env.NODE_ENV === 'production' && databaseProblem(process.env)) {
    // `npm run migrate` (or seed) on a production host migrates its database, not an embedded one.
    console.error(`Refusing to run in production: ${databaseProblem(process.env)}`)
    return 1
  } else if (mode !== 'build') {
    // A production build reads no secret: it must not make development ones (they would ship).
    applyDevelopmentSecrets(dataDir)
  }

  // Customer sign-in builds its links and cookie flags from the site's public address.
  process.env.NEXTAUTH_URL ||=
    process.env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${process.env.PORT || '3000'}`

  if (mode === 'build') {
    const code = await run([nextBin, 'build', ...rest])
    if (code !== 0) return code
    const compiled = await compileStart(root)
    const where = path.relative(root, compiledStartDir(root))
    console.log(`\`npm start\` compiled to ${where}: ${compiled.length} files`)
    const marked = await markStartupScripts(path.join(root, '.next'))
    console.log(`Compile hint on ${marked.length} start-up scripts`)
    const { files, bytes, compressed } = await precompressStatic(path.join(root, '.next', 'static'))
    console.log(`Brotli copies of ${files} static files: ${bytes} → ${compressed} bytes`)
    return 0
  }

  if (mode !== 'payload' && !(mode in dataAfterMigrating)) {
    console.error(`Unknown command "${mode}". Use dev, build, migrate, seed or payload.`)
    return 2
  }

  const database = await openDatabase(dataDir)
  stopAtEnd(database)
  process.env.DATABASE_URL = database.url

  // Payload's CLI loads the config as the migration runner does.
  if (mode === 'payload') return run([LEXICAL_WITHOUT_TOP_LEVEL_AWAIT, payloadBin, ...rest])

  await runMigrations(run, migrationRunnerFromSource, dataAfterMigrating[mode])
  return mode === 'dev' ? run([nextBin, 'dev', ...rest]) : 0
})
