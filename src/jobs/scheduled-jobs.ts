import 'server-only'

import { jobsRunnerToken } from '@/content/jobs-runner'
import { log } from '@/logging/log'

/**
 * Asks this server to run Payload's job queue (scheduled publishing) through its own route:
 * only inside a request can a published page expire its cache tags.
 */
export async function runScheduledJobs(): Promise<void> {
  const port = process.env.PORT || '3000'
  const url = `http://127.0.0.1:${port}/api/payload-jobs/run?queue=default&limit=50`
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
