/** Runs once when a server starts. It never migrates or seeds: `npm start` did that before. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseToServeWithoutSettings } = await import('./config/startup-checks')
  refuseToServeWithoutSettings()
  const { startHousekeeping } = await import('./lib/housekeeping')
  startHousekeeping()
  const { startScheduledJobs } = await import('./lib/scheduled-jobs')
  startScheduledJobs()
}
