import { NextResponse } from 'next/server'

import { currentBuildId } from '@/lib/build-id'

export const dynamic = 'force-dynamic'

/** Which build is live, so open tabs can tell that a new one was deployed. */
export function GET() {
  return NextResponse.json(
    { buildId: currentBuildId() },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
