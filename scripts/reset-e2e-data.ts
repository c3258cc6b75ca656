/**
 * Gives the end-to-end server a clean slate: stops a database server an interrupted run left
 * running on the test directories, then deletes the test data and the cached fetches.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

import { stopServerIn } from './lib/embedded-postgres'

const root = path.resolve(import.meta.dirname, '..')
const database = path.join(root, '.data/e2e-postgres')

await stopServerIn(database)
for (const dir of [database, '.data/e2e-media', '.next/cache/fetch-cache'])
  rmSync(path.resolve(root, dir), { recursive: true, force: true })
