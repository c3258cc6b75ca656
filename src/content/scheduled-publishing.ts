import type { Config } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { isAdmin } from '@/access/is-admin'

/**
 * Scheduled publishing and unpublishing are jobs Payload queues; the server runs the queue
 * every minute. Only staff may see or run jobs through the API.
 */
export const jobs: Config['jobs'] = {
  autoRun: [{ cron: '* * * * *', queue: 'default', limit: 50 }],
  shouldAutoRun: () => process.env.PAYLOAD_JOBS_AUTORUN !== 'false',
  access: { run: isAdmin, queue: isAdmin, cancel: isAdmin },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: { ...defaultJobsCollection.access, ...adminOnly },
  }),
}
