/**
 * Applies pending migrations to the database named by DATABASE_URL, under the migration lock,
 * then writes what `--data=` says: none (the default), admin, demo or demo-if-empty (see
 * `dataSteps`). Callers that must not load Payload themselves run it as a child process:
 * `scripts/serve.ts` and the integration test setup from source, `npm start` compiled
 * (scripts/lib/compile-start.ts).
 */
import { type DataStep, dataSteps, migrateAndWrite } from './lib/prepare-payload'

const asked = process.argv.find((arg) => arg.startsWith('--data='))?.slice('--data='.length)
const data = (asked ?? 'none') as DataStep

// Ending any other way than through the success below is a failure, never a silent exit 0.
process.exitCode = 1
if (!dataSteps.includes(data)) {
  console.error(`--data must be one of ${dataSteps.join(', ')}`)
} else {
  migrateAndWrite(data).then(
    () => process.exit(0),
    (error) => {
      // A refusal is a message for the operator; anything else keeps its stack.
      const refusal = error instanceof Error && error.message.startsWith('Refusing')
      console.error(refusal ? error.message : error)
      process.exit(1)
    },
  )
}
