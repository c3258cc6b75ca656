import 'server-only'

import { payloadClient } from '@/lib/payload'
import { log } from '@/logging/log'
import { deliverQueuedMail } from '@/mail/outbox'

import { tidy } from './housekeeping'
import { type JobRunner, startJobRunner } from './job-runner'
import { runScheduledJobs } from './scheduled-jobs'

// Instrumentation and route handlers are bundled apart: the runner is found through the process.
const RUNNER = Symbol.for('storefront.background-work')
const processState = globalThis as { [RUNNER]?: JobRunner }

/** Whether this server is the one running the background work right now. */
export const runsBackgroundWork = (): boolean => processState[RUNNER]?.isRunner() ?? false

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * The shop's background work, done by one server among all those on the database (the job
 * runner, src/jobs/job-runner.ts), every minute: scheduled publishing and any queued Payload job,
 * e-mails waiting for another attempt, and once a day the housekeeping, first a minute after a
 * server becomes the runner.
 */
export function startBackgroundWork(): void {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    log().warn('No DATABASE_URL: scheduled jobs, e-mail retries and housekeeping do not run')
    return
  }
  let lastTidy = 0
  processState[RUNNER] = startJobRunner({
    databaseUrl,
    everyMs: MINUTE,
    onError: (error) => log().warn({ err: error }, 'Job runner'),
    tick: async () => {
      const payload = await payloadClient()
      await runScheduledJobs()
      const { sent, failed } = await deliverQueuedMail(payload, { limit: 100 })
      if (sent + failed > 0) log().info(`Queued e-mails: ${sent} sent, ${failed} to try again`)
      if (lastTidy === 0) lastTidy = Date.now() - DAY + MINUTE
      else if (Date.now() - lastTidy >= DAY) {
        lastTidy = Date.now()
        await tidy()
      }
    },
  })
}
