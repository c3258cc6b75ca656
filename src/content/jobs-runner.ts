import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The server runs Payload's job queue (scheduled publishing) through its own HTTP route, once a
 * minute, rather than on a timer inside the process: only inside a request can a published page
 * expire its cache tags. The request carries this token, made from the Payload secret.
 */
export const jobsRunnerToken = (secret = process.env.PAYLOAD_SECRET ?? ''): string =>
  createHmac('sha256', secret).update('jobs-runner').digest('base64url')

export function isJobsRunner(headers: Headers, secret = process.env.PAYLOAD_SECRET ?? ''): boolean {
  if (!secret) return false
  const given = Buffer.from(headers.get('authorization') ?? '')
  const expected = Buffer.from(`Bearer ${jobsRunnerToken(secret)}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
