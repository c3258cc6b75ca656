import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('npm start', () => {
  it('refuses to start in production without strong secrets, and says why', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', 'start'], {
      env: { ...process.env, PAYLOAD_SECRET: 'short', AUTH_SECRET: 'short' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Refusing to start in production')
    expect(result.stderr).toContain('PAYLOAD_SECRET and AUTH_SECRET')
  })
})
