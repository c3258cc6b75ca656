/**
 * A throwaway Redis for tests: Debian's `redis-server` (installed by `.ci/run`) on a free port,
 * in memory only (no snapshot, no append-only file), stopped by the caller.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

import { freePort } from './free-port'

const BINARY = '/usr/bin/redis-server'
const READY_WITHIN_MS = 10_000

export type RedisServer = { url: string; stop: () => Promise<void> }

export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(BINARY))
    throw new Error(`${BINARY} is missing: install Debian's redis-server package (.ci/run does).`)
  const port = await freePort()
  const server = spawn(
    BINARY,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL')
      reject(new Error(`redis-server did not start within ${READY_WITHIN_MS} ms:\n${output}`))
    }, READY_WITHIN_MS)
    server.stdout.on('data', (chunk) => {
      output += chunk
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
    server.stderr.on('data', (chunk) => (output += chunk))
    server.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`))
    })
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve()
        server.once('exit', () => resolve())
        server.kill('SIGTERM')
      }),
  }
}
