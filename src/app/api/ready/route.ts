import { NextResponse } from 'next/server'

import { readiness, readinessTargets } from '@/health/readiness'

export const dynamic = 'force-dynamic'

/**
 * `GET /api/ready`: 200 when this server can serve shoppers (database reachable, migrations
 * applied, nopCommerce reachable when it is the backend), otherwise 503 with what is wrong. A
 * load balancer sends traffic only to ready servers.
 */
export async function GET() {
  const { ready, checks } = await readiness(readinessTargets(process.env))
  return NextResponse.json(
    { status: ready ? 'ready' : 'not ready', checks },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
