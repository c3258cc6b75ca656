/**
 * Page benchmark against a running production server (it builds and starts nothing itself):
 * home, a category and a product page in each language, each loaded by 20 connections for a
 * fixed time, and in the same run a bare `node:http` server sending that page's very bytes (the
 * limit of this machine). Prints requests/s, p50/p95/p99 latency and the ratio to the bare
 * server per page, the JavaScript each page loads first (gzipped), and the shop server's memory
 * before and after.
 * Usage: npm run bench:pages [-- --url http://localhost:3000 --seconds 10 --connections 20 --pid 1234]
 */
import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'

import { firstLoadScripts } from './lib/page-scripts'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL || 'http://localhost:3000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    pid: { type: 'string' },
  },
})
const base = new URL(values.url!)
const SECONDS = Number(values.seconds)
const CONNECTIONS = Number(values.connections)

/** Where each language's category and product pages start (spec routes). */
const languages = [
  { locale: 'nl', prefix: '', category: '/vleessoorten/', product: '/vlees/' },
  { locale: 'fr', prefix: '/fr', category: '/fr/types-de-viande/', product: '/fr/viande/' },
  { locale: 'en', prefix: '/en', category: '/en/meat-types/', product: '/en/meat/' },
]

type Page = { name: string; path: string; body: Buffer; contentType: string }

async function fetchPage(path: string): Promise<{ body: Buffer; contentType: string }> {
  const response = await fetch(new URL(path, base), { redirect: 'manual' })
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
  }
}

/** The first link on a page that starts with `prefix`. */
function firstLink(html: string, prefix: string): string {
  const escaped = prefix.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`href="(${escaped}\\d+/[^"?#]+)"`).exec(html)
  if (!match) throw new Error(`No link starting with ${prefix} found`)
  return match[1]
}

/** Home, a category from the home page's menu and a product from that category, per language. */
async function discoverPages(): Promise<Page[]> {
  const pages: Page[] = []
  for (const language of languages) {
    const home = await fetchPage(language.prefix || '/')
    const categoryPath = firstLink(home.body.toString(), language.category)
    const category = await fetchPage(categoryPath)
    const productPath = firstLink(category.body.toString(), language.product)
    const product = await fetchPage(productPath)
    pages.push(
      { name: `home ${language.locale}`, path: language.prefix || '/', ...home },
      { name: `category ${language.locale}`, path: categoryPath, ...category },
      { name: `product ${language.locale}`, path: productPath, ...product },
    )
  }
  return pages
}

type Measure = { requests: number; perSecond: number; p50: number; p95: number; p99: number }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

async function load(url: string): Promise<Measure> {
  const timings: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    run.on('response', (_client, _status, _bytes, responseTime) => timings.push(responseTime))
  })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  timings.sort((a, b) => a - b)
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
  }
}

/** A bare server that sends one page's bytes: what this machine can do at most. */
async function bareServer(page: Page): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_, response) => {
    response.writeHead(200, {
      'content-type': page.contentType,
      'content-length': page.body.length,
    })
    response.end(page.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${page.path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The process that listens on the shop's port, found with `ss` unless given. */
function serverPid(): number | null {
  if (values.pid) return Number(values.pid)
  try {
    const port = base.port || (base.protocol === 'https:' ? '443' : '80')
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
    const match = /pid=(\d+)/.exec(out)
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

function residentMegabytes(pid: number | null): number | null {
  if (pid === null) return null
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)
    return kb ? Number(kb[1]) / 1024 : null
  } catch {
    return null
  }
}

const fixed = (value: number, digits = 0) => value.toFixed(digits)

async function main() {
  const pages = await discoverPages()
  const pid = serverPid()
  // One short round first, so that the first page measured is not the one that warms up.
  for (const page of pages) await fetchPage(page.path)
  const before = residentMegabytes(pid)
  let total = 0
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per page, against ${base.origin} and a bare node:http server`,
  )
  console.log(
    'page'.padEnd(14) +
      'kB'.padStart(6) +
      'JS kB'.padStart(7) +
      'req/s'.padStart(9) +
      'p50'.padStart(7) +
      'p95'.padStart(7) +
      'p99'.padStart(7) +
      'bare req/s'.padStart(12) +
      'ratio'.padStart(8) +
      '   path',
  )
  for (const page of pages) {
    const scripts = await firstLoadScripts(page.body.toString(), base)
    const shop = await load(new URL(page.path, base).toString())
    total += shop.requests
    const bare = await bareServer(page)
    const limit = await load(bare.url).finally(bare.close)
    console.log(
      page.name.padEnd(14) +
        fixed(page.body.length / 1024).padStart(6) +
        fixed(scripts.gzipBytes / 1024).padStart(7) +
        fixed(shop.perSecond).padStart(9) +
        fixed(shop.p50).padStart(7) +
        fixed(shop.p95).padStart(7) +
        fixed(shop.p99).padStart(7) +
        fixed(limit.perSecond).padStart(12) +
        fixed(shop.perSecond / limit.perSecond, 3).padStart(8) +
        `   ${decodeURI(page.path)}`,
    )
  }
  const after = residentMegabytes(pid)
  console.log(
    `Latencies in ms. JS kB: the scripts a current browser loads first, gzipped. ${total} requests to the shop.`,
  )
  if (before !== null && after !== null)
    console.log(
      `Shop server memory (RSS, pid ${pid}): ${fixed(before)} MB before, ${fixed(after)} MB after ` +
        `(${after >= before ? '+' : ''}${fixed(((after - before) / before) * 100, 1)} %)`,
    )
  else console.log('Shop server memory: unknown (pass --pid to measure it)')
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
