/**
 * Page benchmark against a running production server (it builds and starts nothing itself):
 * home, a category and a product page in each language, each loaded by 20 connections for a
 * fixed time, and in the same run a bare `node:http` server sending that page's very bytes (the
 * limit of this machine, in a process of its own as the shop's server is). Requests ask for the
 * encodings a browser accepts, so both servers send what a browser gets (Brotli from the shop
 * server); `--identity` asks for uncompressed pages instead. Prints requests/s, p50/p95/p99
 * latency and the ratio to the bare server per page, the JavaScript each page loads first
 * (gzipped), and the shop server's memory before and after.
 * Usage: npm run bench:pages [-- --url http://localhost:3000 --seconds 10 --connections 20
 *   --pid 1234 --identity]
 */
import autocannon from 'autocannon'
import { execFileSync, fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

import { firstLoadScripts } from './lib/page-scripts'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL || 'http://localhost:3000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    pid: { type: 'string' },
    identity: { type: 'boolean', default: false },
  },
})
const base = new URL(values.url!)
const SECONDS = Number(values.seconds)
const CONNECTIONS = Number(values.connections)
/** What Chromium sends; the shop server answers with Brotli (docs/adr/0012). */
const ACCEPT_ENCODING = values.identity ? 'identity' : 'gzip, deflate, br, zstd'

/** Where each language's category and product pages start (spec routes). */
const languages = [
  { locale: 'nl', prefix: '', category: '/vleessoorten/', product: '/vlees/' },
  { locale: 'fr', prefix: '/fr', category: '/fr/types-de-viande/', product: '/fr/viande/' },
  { locale: 'en', prefix: '/en', category: '/en/meat-types/', product: '/en/meat/' },
]

/** The headers the bare server sends with a page's bytes: its type and encoding. */
type SentHeaders = Record<string, string>
type Page = { name: string; path: string; html: string; body: Buffer; headers: SentHeaders }

/** The page's HTML from its bytes, whichever encoding the server chose. */
const decoders: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
}

/** A page as the server sends it (`body`, maybe compressed) and as HTML. */
function fetchPage(path: string): Promise<Omit<Page, 'name' | 'path'>> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(path, base),
      { headers: { 'accept-encoding': ACCEPT_ENCODING } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          if (response.statusCode !== 200)
            return reject(new Error(`${path} answered ${response.statusCode}`))
          const body = Buffer.concat(chunks)
          const encoding = response.headers['content-encoding']
          const headers: SentHeaders = {
            'content-type': response.headers['content-type'] ?? 'text/html; charset=utf-8',
          }
          if (encoding) headers['content-encoding'] = encoding
          const decode = encoding ? decoders[encoding] : undefined
          if (encoding && !decode) return reject(new Error(`${path}: unknown encoding ${encoding}`))
          const html = (decode ? decode(body) : body).toString()
          resolve({ html, body, headers })
        })
      },
    )
    request.on('error', reject)
  })
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
    const categoryPath = firstLink(home.html, language.category)
    const category = await fetchPage(categoryPath)
    const productPath = firstLink(category.html, language.product)
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
    const run = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': ACCEPT_ENCODING },
      },
      (error, done) => (error ? reject(error) : resolve(done)),
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

/** A bare server in its own process that sends one page's bytes: what this machine can do at most. */
async function bareServer(page: Page): Promise<{ url: string; close: () => Promise<void> }> {
  const child = fork(fileURLToPath(new URL('./lib/bare-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port))
    child.once('exit', (code) => reject(new Error(`The bare server stopped (${code})`)))
    child.send({ body: page.body, headers: page.headers })
  })
  return {
    url: `http://127.0.0.1:${port}${page.path}`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.disconnect()
      }),
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
      'sent'.padStart(6) +
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
    const scripts = await firstLoadScripts(page.html, base)
    const shop = await load(new URL(page.path, base).toString())
    total += shop.requests
    const bare = await bareServer(page)
    const limit = await load(bare.url).finally(bare.close)
    console.log(
      page.name.padEnd(14) +
        fixed(Buffer.byteLength(page.html) / 1024).padStart(6) +
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
    `kB: the page's HTML; sent: its bytes on the wire (Accept-Encoding: ${ACCEPT_ENCODING}). ` +
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
