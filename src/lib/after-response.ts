import { after } from 'next/server'

import { log } from '@/logging/log'

/**
 * Runs a task once the response is on its way (Next.js's `after`), so that its duration tells
 * the client nothing. Outside a request (a script, a handler called directly) it starts at once,
 * unawaited. A failure is logged.
 */
export function afterResponse(task: () => Promise<void>, failure: string): void {
  const run = () => task().catch((error: unknown) => log().error({ err: error }, failure))
  try {
    after(run)
  } catch {
    void run()
  }
}
