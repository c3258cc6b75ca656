import { describe, expect, it } from 'vitest'

import { startJobRunner } from '@/jobs/job-runner'

import { testPayload, uniqueSlug } from './support/payload'

// This worker's own database (tests/int/setup/database-env.ts).
const databaseUrl = process.env.DATABASE_URL!

describe('one job runner among the servers on a database', () => {
  it('runs a scheduled publication once, on one server, and another carries on after it', async () => {
    const payload = await testPayload()
    const page = await payload.create({
      collection: 'pages',
      draft: true,
      data: { slug: uniqueSlug('gepland'), title: 'Straks online', _status: 'draft' },
    })
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() - 1_000),
    })

    // Two servers, each with its runner; each runs Payload's queue when it is the runner.
    const ticks = [0, 0]
    const servers = [0, 1].map((server) =>
      startJobRunner({
        databaseUrl,
        everyMs: 50,
        tick: async () => {
          ticks[server]++
          await payload.jobs.run({ queue: 'default', limit: 10 })
        },
      }),
    )
    try {
      await expect
        .poll(
          async () =>
            (await payload.findByID({ collection: 'pages', id: page.id, depth: 0 }))._status,
          { timeout: 10_000, interval: 50 },
        )
        .toBe('published')
      // A few more rounds of both runners: nothing runs the job again.
      await new Promise((resolve) => setTimeout(resolve, 500))

      expect(servers.map((server) => server.isRunner()).sort()).toEqual([false, true])
      const runner = servers.findIndex((server) => server.isRunner())
      expect(ticks[1 - runner]).toBe(0)
      expect(ticks[runner]).toBeGreaterThan(1)
      // Payload deletes a job once it has succeeded.
      const { totalDocs: jobsLeft } = await payload.count({
        collection: 'payload-jobs',
        where: { id: { equals: job.id } },
      })
      expect(jobsLeft).toBe(0)
      const published = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
      expect(published._status).toBe('published')
      const { totalDocs: publications } = await payload.countVersions({
        collection: 'pages',
        where: { parent: { equals: page.id }, 'version._status': { equals: 'published' } },
      })
      expect(publications).toBe(1)

      // The runner stops (a server shut down): the other one takes the lock and runs the jobs.
      await servers[runner].stop()
      const other = servers[1 - runner]
      await expect.poll(() => other.isRunner(), { timeout: 5_000, interval: 50 }).toBe(true)
      const before = ticks[1 - runner]
      await expect
        .poll(() => ticks[1 - runner], { timeout: 5_000, interval: 50 })
        .toBeGreaterThan(before)
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
  })
})
