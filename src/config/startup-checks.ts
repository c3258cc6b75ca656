import { productionSettingsReport } from './production-settings'

/** A production server without its settings must not serve a single request. */
export function refuseToServeWithoutSettings(): void {
  if (process.env.NODE_ENV !== 'production') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const report = productionSettingsReport(process.env)
  if (report) {
    console.error(report)
    process.exit(1)
  }
}
