import type { Config } from 'payload'

import { adminOnly } from '@/access/admin-only'
import { isAdmin } from '@/access/is-admin'

import { isJobsRunner } from './jobs-runner'

/**
 * Scheduled publishing and unpublishing are jobs Payload queues. The job runner, one server among
 * all those on the database, asks its own `/api/payload-jobs/run` to run them every minute
 * (src/jobs/background-work.ts); staff may run the queue too. Only staff see jobs through the API.
 */
export const jobs: Config['jobs'] = {
  access: {
    run: ({ req }) => isAdmin({ req }) || isJobsRunner(req.headers),
    queue: isAdmin,
    cancel: isAdmin,
  },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    access: { ...defaultJobsCollection.access, ...adminOnly },
  }),
}
