/**
 * `npm start`, compiled by `npm run build` to `.next/shop/start.mjs` beside the migration runner
 * and the shop's server (scripts/lib/compile-start.ts): production runs plain JavaScript. It loads
 * `.env`, refuses to start without the production settings, opens the database (never the
 * embedded PostgreSQL unless ALLOW_EMBEDDED_POSTGRES=true), applies pending migrations and makes
 * the first admin account under the migration lock, then runs the server. Never demo data.
 */
import nextEnv from '@next/env'
import path from 'node:path'

import { productionSettingsReport } from '../src/config/production-settings'
import { openDatabase } from './lib/database'
import { LEXICAL_WITHOUT_TOP_LEVEL_AWAIT, runMigrations } from './lib/migration-runner'
import { serverFlags } from './lib/server-flags'
import { supervise } from './lib/supervisor'

const root = process.cwd()
// The compiled programs this one runs sit beside it.
const compiled = (name: string) => path.join(import.meta.dirname, `${name}.mjs`)

supervise(async ({ run, stopAtEnd }) => {
  nextEnv.loadEnvConfig(root, false)
  const report = productionSettingsReport(process.env)
  if (report) {
    console.error(report)
    return 1
  }
  // Customer sign-in builds its links and cookie flags from the site's public address.
  process.env.NEXTAUTH_URL ||=
    process.env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${process.env.PORT || '3000'}`

  const database = await openDatabase(path.join(root, '.data'))
  stopAtEnd(database)
  process.env.DATABASE_URL = database.url

  // The first admin follows production's rules (no password in the log).
  const production = { NODE_ENV: 'production' }
  await runMigrations(
    run,
    [LEXICAL_WITHOUT_TOP_LEVEL_AWAIT, compiled('migrate')],
    'admin',
    production,
  )
  console.log('Starting the shop server.')
  return run([...serverFlags(process.env.NODE_OPTIONS), compiled('server')], production)
})
