import 'server-only'

import { jobsRunnerToken } from '@/content/jobs-runner'

import { log } from './log'

const MINUTE = 60_000

/** Asks this server to run the job queue (scheduled publishing) once a minute. */
export function startScheduledJobs(): void {
  const port = process.env.PORT || '3000'
  const url = `http://127.0.0.1:${port}/api/payload-jobs/run?queue=default&limit=50`
  const run = async () => {
    try {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${jobsRunnerToken()}` },
        signal: AbortSignal.timeout(50_000),
      })
      if (!response.ok) log().warn(`Scheduled jobs answered ${response.status}`)
    } catch (error) {
      log().warn({ err: error }, 'Scheduled jobs did not run')
    }
  }
  setInterval(() => void run(), MINUTE).unref()
}
