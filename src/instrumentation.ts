/** Runs once when a server starts. It never migrates or seeds: `npm start` did that before. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseToServeWithoutSettings } = await import('./config/startup-checks')
  refuseToServeWithoutSettings()
  // One server among all those on the database runs jobs, e-mail retries and housekeeping.
  const { startBackgroundWork } = await import('./jobs/background-work')
  startBackgroundWork()
}
