/**
 * Page benchmark against a running production server (`npm run build` and `npm start` as the
 * README says; it builds nothing itself but, with --bare-js, the bare Next.js app it compares
 * with). In one run, each section's table:
 * - pages: home, a category and a product page per language, 20 connections each for a fixed
 *   time, against a bare `node:http` server (in a process of its own) sending the very bytes and
 *   headers: the limit of this machine. Target: a ratio of at least 0.5.
 * - navigations: the React Server Components requests Chromium sends when a visitor clicks from
 *   home to a category, to a product and to a content page (Dutch and English), replayed
 *   unchanged (their `_rsc` hash is checked), against the bare server with the same answer.
 * - visitors: cart (three lines, a date), checkout details and confirm for guests, account home
 *   and orders for customers with one order, all made through the shop's pages in Chromium;
 *   20 shoppers with a connection each, then 20 connections of one shopper. Target: p95 at most
 *   100 ms. Below them, measured the same way: the shop's not-found page for a guest (cached),
 *   and the floor: /api/health (a route that reads nothing) and a bare Next.js page of
 *   the same version that reads a cookie (bench/bare-next's /visitor under `next start`, a
 *   `visitor=<n>` cookie per connection): Next.js alone, per request, to set the target against.
 * - js: the JavaScript each page loads first (gzipped) against a bare Next.js page of the same
 *   version. Target: at most 15 kB more.
 * - memory (only with --memory): 5 000 mixed requests (pages, navigations, per-visitor pages) to
 *   warm up, then 50 000, and the server's RSS before and after. Target: within 20 %.
 * The bare Next.js app is built once per Next.js version and change to its files, with --bare-js;
 * without a build its rows say so.
 * Requests ask for the encodings a browser accepts (Brotli from the shop); --identity for none.
 * Usage: npm run bench:pages [-- --url http://localhost:3000 --seconds 10 --connections 20
 *   --only pages,navigations,visitors,js --memory --memory-requests 50000 --memory-warmup 5000
 *   --shoppers 20 --bare-js --identity --pid 1234]
 */
import { parseArgs } from 'node:util'

import { bareNextFirstLoad, startBareNext } from './lib/bench-bare-next'
import { openBrowser } from './lib/bench-browser'
import { catalogPages, type Page } from './lib/bench-catalog'
import { BROWSER_ENCODINGS, type Headers } from './lib/bench-http'
import { againstBare, type Client, type Measure } from './lib/bench-load'
import { listeningPid, mixedLoad, residentMegabytes } from './lib/bench-memory'
import { captureNavigations, type Navigation } from './lib/bench-navigations'
import { makeShoppers } from './lib/bench-shoppers'
import {
  bareSessions,
  bareVisitorPage,
  checkVisitorPage,
  besideVisitorPages,
  loadVisitorPage,
  type Sessions,
  type VisitorPage,
  visitorPages,
  visitorRequests,
} from './lib/bench-visitors'
import { firstLoadScripts } from './lib/page-scripts'

const SECTIONS = ['pages', 'navigations', 'visitors', 'js', 'memory'] as const
type Section = (typeof SECTIONS)[number]

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL || 'http://localhost:3000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    shoppers: { type: 'string', default: '20' },
    only: { type: 'string', default: 'pages,navigations,visitors,js' },
    memory: { type: 'boolean', default: false },
    'memory-requests': { type: 'string', default: '50000' },
    'memory-warmup': { type: 'string', default: '5000' },
    'bare-js': { type: 'boolean', default: false },
    pid: { type: 'string' },
    identity: { type: 'boolean', default: false },
  },
})
const base = new URL(values.url!)
const SECONDS = Number(values.seconds)
const CONNECTIONS = Number(values.connections)
const ACCEPT_ENCODING = values.identity ? 'identity' : BROWSER_ENCODINGS
const sections = new Set(values.only!.split(',').map((name) => name.trim()) as Section[])
if (values.memory) sections.add('memory')
for (const section of sections)
  if (!SECTIONS.includes(section)) throw new Error(`Unknown section ${section}: ${SECTIONS}`)

const fixed = (value: number, digits = 0) => value.toFixed(digits)
const kB = (bytes: number, digits = 0) => fixed(bytes / 1024, digits)

/** A table row: the name left-aligned, the other cells right-aligned in their widths. */
function row(first: string, cells: [string, number][], tail = '') {
  console.log(first.padEnd(28) + cells.map(([cell, width]) => cell.padStart(width)).join('') + tail)
}

/** Requests/s and latency; none answered in time shows as "-" (slower than the whole run). */
const latency = (measure: Measure): [string, number][] => {
  const shown = (value: number) => (measure.requests === 0 ? '-' : fixed(value))
  return [
    [fixed(measure.perSecond), 8],
    [shown(measure.p50), 6],
    [shown(measure.p95), 6],
    [shown(measure.p99), 6],
  ]
}

/** The shop against the bare server per request, with the ratio of their requests/s. */
async function againstBareTable(
  title: string,
  rows: {
    name: string
    path: string
    headers: Headers
    body: Buffer
    sent: Headers
    html: number
  }[],
) {
  console.log(`\n${title}`)
  row(
    '',
    [
      ['kB', 5],
      ['sent', 6],
      ['req/s', 8],
      ['p50', 6],
      ['p95', 6],
      ['p99', 6],
      ['bare', 8],
      ['ratio', 7],
    ],
    '   path',
  )
  for (const { name, path, headers, body, sent, html } of rows) {
    const { shop, bare } = await againstBare(
      base.origin,
      { path, headers },
      { body, headers: sent },
      CONNECTIONS,
      SECONDS,
    )
    const ratio = shop.perSecond / bare.perSecond
    row(
      name,
      [
        [kB(html), 5],
        [kB(body.length, 1), 6],
        ...latency(shop),
        [fixed(bare.perSecond), 8],
        [fixed(ratio, 2), 7],
      ],
      `${ratio >= 0.5 ? ' ' : '!'}  ${decodeURI(path)}`,
    )
  }
  console.log(
    `kB: the answer decoded; sent: its bytes on the wire (Accept-Encoding: ${ACCEPT_ENCODING}); ` +
      'req/s and latency (ms) of the shop; bare: req/s of a node:http server sending the same ' +
      'bytes and headers. ! marks a ratio under 0.5.',
  )
}

function pagesSection(pages: Page[]) {
  return againstBareTable(
    `Pages: ${CONNECTIONS} connections, ${SECONDS} s each`,
    pages.map(({ name, path, answer }) => ({
      name,
      path,
      headers: { 'accept-encoding': ACCEPT_ENCODING },
      body: answer.body,
      sent: answer.headers,
      html: Buffer.byteLength(answer.text),
    })),
  )
}

function navigationsSection(navigations: Navigation[]) {
  return againstBareTable(
    `Navigations (RSC requests as Chromium sent them): ${CONNECTIONS} connections, ${SECONDS} s each`,
    navigations.map(({ name, request, answer }) => ({
      name,
      path: request.path,
      headers: request.headers,
      body: answer.body,
      sent: answer.headers,
      html: Buffer.byteLength(answer.text),
    })),
  )
}

/** A per-visitor page's row: the page under both loads, checked first. */
async function visitorRow(origin: URL, page: VisitorPage, sessions: Sessions) {
  await checkVisitorPage(origin, page, sessions)
  const { own, one } = await loadVisitorPage(
    origin,
    page,
    sessions,
    CONNECTIONS,
    SECONDS,
    ACCEPT_ENCODING,
  )
  const wide = (measure: Measure): [string, number][] => [
    [fixed(measure.perSecond), 26],
    ...latency(measure).slice(1),
  ]
  const slow = [own, one].some((measure) => measure.requests === 0 || measure.p95 > 100)
  row(page.name, [...wide(own), ...wide(one)], `${slow ? '!' : ' '}  ${page.path}`)
}

async function visitorsSection(sessions: Sessions) {
  // Started (and built, with --bare-js) before the table, so that no build output splits it.
  const bare = await startBareNext(values['bare-js'])
  try {
    console.log(
      `\nPer-visitor pages: ${CONNECTIONS} connections, ${SECONDS} s each; ` +
        `${sessions.guests.length} guests, ${sessions.customers.length} customers`,
    )
    row(
      '',
      [
        ['own sessions: req/s', 26],
        ['p50', 6],
        ['p95', 6],
        ['p99', 6],
        ['one session: req/s', 26],
        ['p50', 6],
        ['p95', 6],
        ['p99', 6],
      ],
      '   path',
    )
    for (const page of visitorPages) await visitorRow(base, page, sessions)
    console.log('not found, and the floor:')
    for (const page of besideVisitorPages) await visitorRow(base, page, sessions)
    if (bare) await visitorRow(new URL(bare.origin), bareVisitorPage, bareSessions(sessions))
    else
      row(
        bareVisitorPage.name,
        [],
        'not built for this Next.js version and these files yet (run once with --bare-js)',
      )
    console.log(
      'own sessions: each shopper on a connection of their own; one session: the first shopper ' +
        'on every connection. Latency in ms; ! marks a p95 over 100 ms. Below: the not-found ' +
        'page for a guest (cached), and the floor: /api/health (a route that reads ' +
        'nothing) and a bare Next.js ' +
        (bare ? `${bare.version} ` : '') +
        'page that reads a cookie, on a server of its own (bench/bare-next, visitor=<n> per ' +
        'connection): what Next.js alone costs per request, to set the 100 ms target against.',
    )
  } finally {
    await bare?.stop()
  }
}

async function jsSection(pages: Page[]) {
  const bare = await bareNextFirstLoad(values['bare-js'])
  console.log(
    '\nFirst-load JavaScript, gzipped' +
      (bare
        ? `, against a bare Next.js ${bare.version} page: ${bare.count} scripts, ${kB(bare.gzipBytes, 1)} kB`
        : ': no bare Next.js page built for this version yet (run once with --bare-js)'),
  )
  row('', [
    ['scripts', 8],
    ['kB', 8],
    ['over bare', 11],
  ])
  for (const page of pages) {
    const scripts = await firstLoadScripts(page.answer.text, base)
    const over = bare ? scripts.gzipBytes - bare.gzipBytes : null
    row(
      page.name,
      [
        [String(scripts.count), 8],
        [kB(scripts.gzipBytes, 1), 8],
        [over === null ? '?' : kB(over, 1), 11],
      ],
      over !== null && over > 15 * 1024 ? ' !' : '',
    )
  }
  console.log('! marks more than 15 kB over the bare page.')
}

async function memorySection(pages: Page[], navigations: Navigation[], sessions: Sessions) {
  const pid = values.pid ? Number(values.pid) : listeningPid(base)
  const warmup = Number(values['memory-warmup'])
  const requests = Number(values['memory-requests'])
  const clients: Client[] = Array.from({ length: CONNECTIONS }, (_, n) => ({
    origin: base.origin,
    connections: 1,
    requests: [
      ...pages.map(({ path }) => ({ path, headers: { 'accept-encoding': ACCEPT_ENCODING } })),
      ...navigations.map(({ request }) => request),
      ...visitorRequests(sessions, n, ACCEPT_ENCODING),
    ],
  }))
  console.log(
    `\nMemory: ${warmup} mixed requests to warm up, then ${requests} ` +
      `(${clients[0].requests.length} kinds, ${CONNECTIONS} connections)`,
  )
  const { before, after, measure } = await mixedLoad(clients, warmup, requests, pid)
  console.log(
    `${measure.requests} requests, ${fixed(measure.perSecond)} req/s, p50 ${fixed(measure.p50)} ` +
      `p95 ${fixed(measure.p95)} p99 ${fixed(measure.p99)} ms`,
  )
  if (before.resident === null || after.resident === null)
    return console.log('Shop server memory: unknown (pass --pid to measure it)')
  const compared = (kind: string, from: number, to: number) => {
    const change = ((to - from) / from) * 100
    console.log(
      `Shop server memory (${kind}, pid ${pid}): ${fixed(from)} MB after warming up, ` +
        `${fixed(to)} MB after (${change >= 0 ? '+' : ''}${fixed(change, 1)} %)` +
        (Math.abs(change) > 20 ? ' ! more than 20 %' : ''),
    )
  }
  compared('RSS', before.resident, after.resident)
  if (before.heap === null || after.heap === null)
    console.log('JavaScript heap after a full collection: unknown (no inspector on 127.0.0.1:9229)')
  else compared('JavaScript heap after a full collection', before.heap, after.heap)
}

/** The Dutch product paths on the Dutch category page, for the shoppers' carts. */
function dutchProducts(pages: Page[]): string[] {
  const category = pages.find(({ name }) => name === 'category nl')!
  const links = category.answer.text.matchAll(/href="(\/vlees\/\d+\/[^"?#]+)"/g)
  return [...new Set([...links].map((link) => link[1]))]
}

const since = (started: number) => `${fixed((Date.now() - started) / 1000, 1)} s`

async function main() {
  const needs = (...names: Section[]) => names.some((name) => sections.has(name))
  // Finding the pages asks for each once: the first one measured is not the one that warms up.
  const pages = await catalogPages(base, { 'accept-encoding': ACCEPT_ENCODING })
  const pid = values.pid ? Number(values.pid) : listeningPid(base)
  const startMegabytes = residentMegabytes(pid)
  let navigations: Navigation[] = []
  let sessions: Sessions = { guests: [], customers: [] }
  if (needs('navigations', 'visitors', 'memory')) {
    const browser = await openBrowser()
    try {
      if (needs('navigations', 'memory')) {
        const started = Date.now()
        navigations = await captureNavigations(browser, base, ACCEPT_ENCODING)
        console.log(`Captured ${navigations.length} navigation requests in ${since(started)}`)
      }
      if (needs('visitors', 'memory')) {
        const started = Date.now()
        const count = Number(values.shoppers)
        sessions = await makeShoppers(browser, base, dutchProducts(pages), count, 4)
        console.log(
          `Made ${count} guests and ${count} customers with an order in ${since(started)} ` +
            '(4 browser contexts at once)',
        )
      }
    } finally {
      await browser.close()
    }
  }
  if (sections.has('pages')) await pagesSection(pages)
  if (sections.has('navigations')) await navigationsSection(navigations)
  if (sections.has('visitors')) await visitorsSection(sessions)
  if (sections.has('js')) await jsSection(pages)
  if (sections.has('memory')) await memorySection(pages, navigations, sessions)
  const endMegabytes = residentMegabytes(pid)
  if (startMegabytes !== null && endMegabytes !== null)
    console.log(
      `\nShop server memory (RSS, pid ${pid}): ${fixed(startMegabytes)} MB at the start of this ` +
        `run, ${fixed(endMegabytes)} MB at its end`,
    )
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
