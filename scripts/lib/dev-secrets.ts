import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { requiredSecrets } from '../../src/config/secrets'

/**
 * Development only: fills unset secrets from `.data/secrets.json`, generating them on first use,
 * so that sessions survive restarts without anyone having to invent a secret.
 */
export function applyDevelopmentSecrets(dataDir: string): void {
  const file = path.join(dataDir, 'secrets.json')
  const stored: Record<string, string> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {}
  let changed = false
  for (const name of requiredSecrets) {
    if (process.env[name]) continue
    if (!stored[name]) {
      stored[name] = randomBytes(48).toString('base64url')
      changed = true
    }
    process.env[name] = stored[name]
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 })
  }
}
