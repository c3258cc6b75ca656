/**
 * A bare Next.js app (bench/bare-next) to compare the shop with: the first-load JavaScript of its
 * empty page, its page rendered per visitor under load, and Lighthouse on its pages showing one
 * picture and a shop page's markup (scripts/bench-lighthouse.ts). It comes from a real build with the
 * installed `next` and its default bundler, as the shop is built, rather than from the shop's
 * build manifest: the benchmark knows the shop only by its URL, and the shop's root chunks may
 * hold its own modules. The empty page is static, so its prerendered HTML names the scripts, read
 * from the build's files.
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

import bareConfig from '../../bench/bare-next/next.config.mjs'
import { markStartupScripts } from '../../src/server/compile-hints'
import { fetchRaw } from './bench-http'
import { freePort } from './free-port'
import { gzipSize, scriptSources } from './page-scripts'

const appDir = fileURLToPath(new URL('../../bench/bare-next', import.meta.url))
const distDir = path.resolve(appDir, bareConfig.distDir)
/** The `next` version and the app's files the build was made from, written after a build. */
const stamp = path.join(distDir, 'bench-next-version')
const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
}

/** A short hash of the app's files (names and contents), so that changing one rebuilds it. */
function appHash(): string {
  const hash = createHash('sha256')
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    const full = path.join(appDir, file)
    if (statSync(full).isFile()) hash.update(`${file}\0`).update(readFileSync(full)).update('\0')
  }
  return hash.digest('hex').slice(0, 12)
}

/**
 * The installed `next` version once the app is built with it from its current files, building it
 * first (about 20 s) when `mayBuild`; null when there is no such build and may be none. Its
 * start-up scripts carry the compile hint the shop's build gives its own (docs/adr/0013), so that
 * the bare page starts as a page of the shop can.
 */
async function builtVersion(mayBuild: boolean): Promise<string | null> {
  const { version } = require('next/package.json') as { version: string }
  const current = () => `${version} ${appHash()} compile-hint`
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === current()) return version
  if (!mayBuild) return null
  execFileSync(process.execPath, [nextBin, 'build', appDir], { stdio: 'inherit', env })
  await markStartupScripts(distDir)
  writeFileSync(stamp, current())
  return version
}

/** The bare empty page's first-load scripts and their gzipped size, from its build. */
export async function bareNextFirstLoad(
  mayBuild: boolean,
): Promise<{ version: string; count: number; gzipBytes: number } | null> {
  const version = await builtVersion(mayBuild)
  if (version === null) return null
  const html = readFileSync(path.join(distDir, 'server', 'app', 'index.html'), 'utf8')
  const sources = scriptSources(html)
  let gzipBytes = 0
  for (const source of sources) {
    const file = new URL(source, 'http://bare').pathname.replace(/^\/_next\//, '')
    gzipBytes += gzipSize(readFileSync(path.join(distDir, decodeURIComponent(file))))
  }
  return { version, count: sources.length, gzipBytes }
}

/** The page the bare app renders per visitor, from the `visitor` cookie (app/visitor/page.jsx). */
export const bareVisitorPath = '/visitor'

/**
 * The bare app's production server (`next start`) in a process of its own, as the shop's is, once
 * its per-visitor page answers and shows the visitor's cookie (so it is rendered per request);
 * null when it has no build (see `builtVersion`). `extraEnv` is added to its environment.
 */
export async function startBareNext(
  mayBuild: boolean,
  extraEnv: Record<string, string> = {},
): Promise<{ version: string; origin: string; stop: () => Promise<void> } | null> {
  const version = await builtVersion(mayBuild)
  if (version === null) return null
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [nextBin, 'start', appDir, '-p', String(port), '-H', '127.0.0.1'],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...env, ...extraEnv } },
  )
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)))
  let spawnError: Error | null = null
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', (error) => {
      spawnError = error
      resolve()
    })
  })
  // Asked to stop, it gets 5 s before it is killed.
  const stop = async () => {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(killer)
  }
  const origin = `http://127.0.0.1:${port}`
  try {
    for (const started = Date.now(); ; await sleep(200)) {
      if (spawnError || child.exitCode !== null || child.signalCode !== null)
        throw new Error(`The bare Next.js server stopped: ${spawnError ?? errors.trim()}`)
      if (Date.now() - started > 30_000)
        throw new Error(`The bare Next.js server did not answer ${bareVisitorPath} in 30 s`)
      const answer = await fetchRaw(origin + bareVisitorPath, {
        cookie: 'visitor=bench-ready',
      }).catch(() => null)
      if (answer?.status !== 200) continue
      if (!answer.text.includes('bench-ready'))
        throw new Error(`The bare Next.js ${bareVisitorPath} does not show the visitor's cookie`)
      return { version, origin, stop }
    }
  } catch (error) {
    await stop()
    throw error
  }
}
