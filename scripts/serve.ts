/**
 * One entry point for every command that needs the app's environment: it loads `.env`, supplies
 * development secrets, opens the database (embedded PostgreSQL when DATABASE_URL is unset, which
 * production refuses unless ALLOW_EMBEDDED_POSTGRES=true), applies migrations under a lock, then
 * runs Next.js or the Payload CLI, and shuts the database down when that process ends or the user
 * presses Ctrl-C. Only `seed`, and `dev` on an empty database, write demo data.
 */
import nextEnv from '@next/env'
import { spawn } from 'node:child_process'
import path from 'node:path'

import { databaseProblem, productionSettingsReport } from '../src/config/production-settings'
import { markStartupScripts } from '../src/server/compile-hints'
import { precompressStatic } from '../src/server/precompress'
import { openDatabase, type Database } from './lib/database'
import { applyDevelopmentSecrets } from './lib/dev-secrets'
import { migrateInChild } from './lib/migrate-in-child'
import type { DataStep } from './lib/prepare-payload'

const root = process.cwd()
const dataDir = path.join(root, '.data')
const [mode = 'dev', ...rest] = process.argv.slice(2)

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const payloadBin = path.join(root, 'node_modules', 'payload', 'bin.js')
// The production server: Next.js behind the shop's page cache (docs/adr/0011).
const shopServer = ['--import', 'tsx', path.join(root, 'src', 'server', 'main.ts')]

/** What each command writes once the migrations are applied (see `dataSteps`). */
const dataAfterMigrating: Record<string, DataStep> = {
  migrate: 'admin',
  start: 'admin',
  seed: 'demo',
  dev: 'demo-if-empty',
}

let database: Database | null = null
let child: ReturnType<typeof spawn> | null = null
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

/** Runs a Node.js program (its script and arguments) as this command's child. */
function run(program: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    child = spawn(process.execPath, program, {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1)))
  })
}

async function main(): Promise<number> {
  const production = mode === 'start' || mode === 'build'
  nextEnv.loadEnvConfig(root, !production)

  if (mode === 'start') {
    const report = productionSettingsReport(process.env)
    if (report) {
      console.error(report)
      return 1
    }
  } else if (
    mode !== 'build' &&
    process.env.NODE_ENV === 'production' &&
    databaseProblem(process.env)
  ) {
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
    const marked = await markStartupScripts(path.join(root, '.next'))
    console.log(`Compile hint on ${marked.length} start-up scripts`)
    const { files, bytes, compressed } = await precompressStatic(path.join(root, '.next', 'static'))
    console.log(`Brotli copies of ${files} static files: ${bytes} → ${compressed} bytes`)
    return 0
  }

  if (mode !== 'payload' && !(mode in dataAfterMigrating)) {
    console.error(`Unknown command "${mode}". Use dev, build, start, migrate, seed or payload.`)
    return 2
  }

  database = await openDatabase(dataDir)
  process.env.DATABASE_URL = database.url

  if (mode === 'payload') return run([payloadBin, ...rest])

  // The production server's first admin follows production's rules (no password in the log).
  const productionEnv: Record<string, string> = mode === 'start' ? { NODE_ENV: 'production' } : {}
  await migrateInChild({ ...process.env, ...productionEnv }, { data: dataAfterMigrating[mode] })

  if (mode === 'dev') return run([nextBin, 'dev', ...rest])
  if (mode !== 'start') return 0
  console.log('Starting the shop server.')
  return run(shopServer, productionEnv)
}

main().then(
  (code) => shutdown(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    return shutdown(1)
  },
)
