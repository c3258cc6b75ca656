import { secretsProblem } from './secrets'

/** A production server without its secrets must not serve a single request. */
export function refuseToServeWithoutSecrets(): void {
  if (process.env.NODE_ENV !== 'production') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const problem = secretsProblem(process.env)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
