import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The id of the build this server runs; "development" under `next dev`. */
export function currentBuildId(): string {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}
