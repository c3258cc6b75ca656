import { NextResponse } from 'next/server'

import { readiness, readinessTargets } from '@/health/readiness'
import { runsBackgroundWork } from '@/jobs/background-work'

export const dynamic = 'force-dynamic'

/**
 * `GET /api/ready`: 200 when this server can serve shoppers (database reachable, migrations
 * applied, nopCommerce reachable when it is the backend), otherwise 503 with what is wrong. A
 * load balancer sends traffic only to ready servers. `jobRunner` says whether this server is the
 * one among those on the database that runs scheduled jobs, e-mail retries and housekeeping.
 */
export async function GET() {
  const { ready, checks } = await readiness(readinessTargets(process.env))
  return NextResponse.json(
    { status: ready ? 'ready' : 'not ready', checks, jobRunner: runsBackgroundWork() },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
