import path from 'node:path'
import { inject } from 'vitest'

import { withDatabase } from '../../../scripts/lib/database'
import { workerDatabaseName } from './workers'

// Runs in each test worker before any test file imports the Payload config: the worker's own
// copy of the run's database, and its own folder for uploads.
const worker = Number(process.env.VITEST_POOL_ID || 1)
const runDatabase = inject('databaseUrl')
const runName = new URL(runDatabase).pathname.slice(1)
process.env.DATABASE_URL = withDatabase(runDatabase, workerDatabaseName(runName, worker))
process.env.MEDIA_DIR = path.resolve('.data', `int-media-${worker}`)
process.env.PAYLOAD_SECRET ||= 'integration-tests-payload-secret-0123456789'
process.env.ADMIN_EMAIL = 'admin@example.com'
process.env.ADMIN_PASSWORD = 'integration-admin-password'
