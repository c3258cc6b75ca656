/**
 * Gives the end-to-end server a clean slate: stops a database server an interrupted run left
 * running on the test directories, then deletes the test data and the cached fetches.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

import { stopServerIn } from './lib/embedded-postgres'

const root = path.resolve(import.meta.dirname, '..')
// The directories of the run's server (EMBEDDED_POSTGRES_DIR, MEDIA_DIR), or the defaults.
const database = path.resolve(root, process.env.EMBEDDED_POSTGRES_DIR || '.data/e2e-postgres')
const media = process.env.MEDIA_DIR || '.data/e2e-media'

await stopServerIn(database)
for (const dir of [database, media, '.next/cache/fetch-cache'])
  rmSync(path.resolve(root, dir), { recursive: true, force: true })
