/** Runs once when a server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseToServeWithoutSecrets } = await import('./config/startup-checks')
  refuseToServeWithoutSecrets()
  if (process.env.SEED_ON_START === 'true') {
    // Servers started without `npm start` (the Docker image) migrate and seed here instead.
    const { migrateAndSeedOnStart } = await import('./seed/on-start')
    await migrateAndSeedOnStart()
  }
  const { startHousekeeping } = await import('./lib/housekeeping')
  startHousekeeping()
  const { startScheduledJobs } = await import('./lib/scheduled-jobs')
  startScheduledJobs()
}
