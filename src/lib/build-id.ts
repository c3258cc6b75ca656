import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

let buildId: string | null = null

/** The id of the build this server runs ("development" under `next dev`), read once. */
export function currentBuildId(): string {
  if (buildId === null) {
    try {
      buildId = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
    } catch {
      buildId = 'development'
    }
  }
  return buildId
}
