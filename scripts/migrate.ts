/**
 * Applies pending migrations to the database named by DATABASE_URL (and the seed with `--seed`).
 * Callers that must not load Payload themselves, such as the integration test setup, run it
 * as a child process.
 */
import { LOAD_TIMED_OUT, LoadTimedOut, migrateAndSeed } from './lib/prepare-payload'

// Ending any other way than through the success below is a failure, never a silent exit 0.
process.exitCode = 1
migrateAndSeed({ seed: process.argv.includes('--seed') }).then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(error instanceof LoadTimedOut ? LOAD_TIMED_OUT : 1)
  },
)
