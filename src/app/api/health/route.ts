import { NextResponse } from 'next/server'

export const dynamic = 'force-dynamic'

/** `GET /api/health`: the process is alive and answers (a liveness check; it asks nothing else). */
export function GET() {
  return NextResponse.json({ status: 'alive' }, { headers: { 'Cache-Control': 'no-store' } })
}
