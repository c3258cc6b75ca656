/**
 * The first-load JavaScript of a bare Next.js page, to compare the shop's pages with. It comes
 * from a real build of bench/bare-next (an empty app-router page) with the installed `next` and
 * its default bundler, as the shop is built, rather than from the shop's build manifest: the
 * benchmark knows the shop only by its URL, and the shop's root chunks may hold its own modules.
 * The page is static, so its prerendered HTML names the scripts, read from the build's files.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import bareConfig from '../../bench/bare-next/next.config.mjs'
import { gzipSize, scriptSources } from './page-scripts'

const appDir = fileURLToPath(new URL('../../bench/bare-next', import.meta.url))
const distDir = path.resolve(appDir, bareConfig.distDir)
/** The `next` version the build was made with, written after a build. */
const stamp = path.join(distDir, 'bench-next-version')
const require = createRequire(import.meta.url)

/** Builds the bare app with the installed `next` (about a minute on two cores). */
function build() {
  execFileSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build', appDir], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
}

/**
 * The bare page's first-load scripts and their gzipped size, from its build, made first when
 * `mayBuild` and there is none for the installed `next`; null when there is none and may be none.
 */
export function bareNextFirstLoad(
  mayBuild: boolean,
): { version: string; count: number; gzipBytes: number } | null {
  const { version } = require('next/package.json') as { version: string }
  const built = existsSync(stamp) && readFileSync(stamp, 'utf8') === version
  if (!built) {
    if (!mayBuild) return null
    build()
    writeFileSync(stamp, version)
  }
  const html = readFileSync(path.join(distDir, 'server', 'app', 'index.html'), 'utf8')
  const sources = scriptSources(html)
  let gzipBytes = 0
  for (const source of sources) {
    const file = new URL(source, 'http://bare').pathname.replace(/^\/_next\//, '')
    gzipBytes += gzipSize(readFileSync(path.join(distDir, decodeURIComponent(file))))
  }
  return { version, count: sources.length, gzipBytes }
}
