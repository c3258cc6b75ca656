/** Runs once when a server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseToServeWithoutSecrets } = await import('./config/startup-checks')
    refuseToServeWithoutSecrets()
  }
}
