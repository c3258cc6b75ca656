/**
 * Lighthouse, mobile with simulated throttling (its defaults), on home, a category and a product
 * page of a running production server, in Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 * Prints the performance and accessibility scores, LCP, TBT and CLS, the median of 5 runs, and
 * each run's LCP with its element, and TBT with the machine's benchmark index.
 * Then, as the floors, the same for two bare Next.js pages of the same version on a server of their
 * own (bench/bare-next): one whose largest paint is the product page's own picture (/picture), and
 * the product page's markup and stylesheet without the shop's scripts (/document); --bare builds
 * that app first when needed (about 20 s), as `bench:pages --bare-js` does.
 * The category is the home page's first category link and the product that category's first
 * product, unless --category or --product names a path (to compare runs on the same pages).
 * The browser reaches each server as it reaches the shop in production: over https with HTTP/2,
 * through a front of the benchmark's own (scripts/lib/bench-https-front.ts); --direct audits the
 * servers themselves over plain HTTP/1.1 instead (docs/adr/0042).
 * Usage: npm run bench:lighthouse [-- --url http://localhost:3000 --runs 5 --category /en/...]
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { bareDocument } from './lib/bare-document'
import { startBareNext } from './lib/bench-bare-next'
import { type HttpsFront, startHttpsFront } from './lib/bench-https-front'
import { BROWSER_ENCODINGS, fetchOk } from './lib/bench-http'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL || 'http://localhost:3000' },
    runs: { type: 'string', default: '5' },
    category: { type: 'string' },
    product: { type: 'string' },
    bare: { type: 'boolean', default: false },
    direct: { type: 'boolean', default: false },
  },
})
const base = new URL(values.url!)
const RUNS = Number(values.runs)

/** The first link on a page that starts with `prefix`. */
async function firstLink(path: string, prefix: string): Promise<string> {
  const html = await (await fetch(new URL(path, base))).text()
  const escaped = prefix.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`href="(${escaped}\\d+/[^"?#]+)"`).exec(html)
  if (!match) throw new Error(`No link starting with ${prefix} on ${path}`)
  return match[1]
}

type Scores = {
  performance: number
  accessibility: number
  lcp: number
  tbt: number
  cls: number
  /** The element of the largest paint, as Lighthouse names it. */
  lcpElement: string
  /** Lighthouse's measure of this machine's speed at that moment (higher is faster). */
  benchmarkIndex: number
  /** The picture the page asked for first (its largest paint, on a product page). */
  firstPicture: string | null
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The selector of the node in Lighthouse's LCP breakdown. */
function lcpElement(details: unknown): string {
  const items = (details as { items?: { type?: string; selector?: string }[] } | undefined)?.items
  return items?.find((item) => item.type === 'node')?.selector ?? '?'
}

async function audit(port: number, url: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits } = result.lhr
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
    tbt: audits['total-blocking-time'].numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    lcpElement: lcpElement(audits['lcp-breakdown-insight']?.details),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    firstPicture: firstPicture(audits['network-requests']?.details),
  }
}

/** The first picture fetched at high priority, from Lighthouse's list of requests. */
function firstPicture(details: unknown): string | null {
  const items = (details as { items?: { url: string; resourceType?: string; priority?: string }[] })
    ?.items
  return (
    items?.find((item) => item.resourceType === 'Image' && item.priority === 'High')?.url ?? null
  )
}

type Chrome = Awaited<ReturnType<typeof chromeLauncher.launch>>

/** The same path and query at another origin: a server's page as seen through its front. */
function atOrigin(url: string, origin: string | URL): string {
  const { pathname, search } = new URL(url)
  return new URL(pathname + search, origin).toString()
}

/** Where the browser reaches a server: through an https front, unless --direct. */
async function reach(server: URL): Promise<HttpsFront> {
  if (values.direct) return { origin: server.origin, stop: async () => {} }
  return startHttpsFront(server)
}

/**
 * Audits one page RUNS times, after a first load that is not counted, and prints its rows:
 * `url` on the server, audited at the same path of `origin`.
 */
async function auditPage(
  chrome: Chrome,
  name: string,
  url: string,
  origin: string,
): Promise<Scores[]> {
  // A first load warms the server's caches up; it is not counted.
  await fetch(url)
  const audited = atOrigin(url, origin)
  const runs: Scores[] = []
  for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, audited))
  const pick = (key: 'performance' | 'accessibility' | 'lcp' | 'tbt' | 'cls') =>
    median(runs.map((scores) => scores[key]))
  console.log(
    name.padEnd(9) +
      String(pick('performance')).padStart(5) +
      String(pick('accessibility')).padStart(6) +
      pick('lcp').toFixed(0).padStart(8) +
      pick('tbt').toFixed(0).padStart(8) +
      pick('cls').toFixed(3).padStart(7) +
      `   ${decodeURI(new URL(url).pathname)}`,
  )
  // Each run's LCP and its element: Lighthouse's simulation counts every script that arrived
  // before the largest paint into it, and which did varies from run to run (docs/adr/0038).
  // TBT follows the machine's speed of the moment, hence each run's benchmark index beside it.
  const each = (format: (scores: Scores) => string) => runs.map(format).join(', ')
  const elements = new Set(runs.map((scores) => scores.lcpElement))
  console.log(
    `          LCP of each run: ${each((scores) => scores.lcp.toFixed(0))} ms; ` +
      `element: ${[...elements].join(' | ')}`,
  )
  console.log(
    `          TBT of each run: ${each((scores) => scores.tbt.toFixed(0))} ms; ` +
      `benchmark index: ${each((scores) => scores.benchmarkIndex.toFixed(0))}`,
  )
  return runs
}

/**
 * The floors: bare Next.js pages of a server of their own, audited as the shop's pages are. One
 * shows nothing but `picture` (the product page's largest paint, fetched from the shop); the other
 * the product page's own first screen, its markup and stylesheet from the shop, without the
 * shop's scripts: what Next.js alone costs on the same screen.
 */
async function auditBare(chrome: Chrome, picture: string, productUrl: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'))
  const files = {
    BARE_PICTURE: path.join(dir, 'picture.webp'),
    BARE_DOCUMENT: path.join(dir, 'document.html'),
    BARE_STYLESHEET: path.join(dir, 'document.css'),
  }
  try {
    // Asked for without compression, the picture's bytes are the file.
    writeFileSync(files.BARE_PICTURE, (await fetchOk(picture, {})).body)
    const html = (await fetchOk(productUrl, { 'accept-encoding': BROWSER_ENCODINGS })).text
    const page = bareDocument(html, '/picture.webp')
    writeFileSync(files.BARE_DOCUMENT, page.markup)
    const stylesheets = page.stylesheets.map(
      async (href) => (await fetchOk(new URL(href, productUrl), {})).text,
    )
    writeFileSync(files.BARE_STYLESHEET, (await Promise.all(stylesheets)).join('\n'))
    const bare = await startBareNext(values.bare!, files)
    if (!bare) {
      console.log(
        'bare: no bare Next.js page built for this version yet (run once with --bare) to set the ' +
          'floor against',
      )
      return
    }
    const front = await reach(new URL(bare.origin))
    try {
      await auditPage(chrome, 'bare', `${bare.origin}/picture`, front.origin)
      await auditPage(chrome, 'bare page', `${bare.origin}/document`, front.origin)
      console.log(
        `bare: a Next.js ${bare.version} page with nothing but the product page's picture as its ` +
          "largest paint; bare page: the product page's markup and stylesheet on a Next.js page " +
          "without the shop's scripts, every picture that one. Each on a server of its own " +
          '(bench/bare-next): what Next.js alone costs these measures on this machine, to set ' +
          'the targets against.',
      )
    } finally {
      await front.stop()
      await bare.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main() {
  // Lighthouse's browser asks for English (en-US, whatever its flags say): it audits the English
  // pages, where such a visitor lands without being sent on to their language first.
  const category = values.category ?? (await firstLink('/en', '/en/meat-types/'))
  const product = values.product ?? (await firstLink(category, '/en/meat/'))
  const pages = [
    { name: 'home', path: '/en' },
    { name: 'category', path: category },
    { name: 'product', path: product },
  ]
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      // The fronts' certificates are self-signed, made for this run.
      ...(values.direct ? [] : ['--ignore-certificate-errors']),
    ],
  })
  const front = await reach(base)
  try {
    console.log(
      `Lighthouse mobile (simulated throttling), median of ${RUNS} runs, ${base.origin}` +
        (values.direct ? ' over HTTP/1.1' : ` through ${front.origin} (https, HTTP/2)`),
    )
    console.log('page      perf  a11y  LCP ms  TBT ms    CLS   path')
    let picture: string | null = null
    for (const page of pages) {
      const runs = await auditPage(
        chrome,
        page.name,
        new URL(page.path, base).toString(),
        front.origin,
      )
      if (page.name === 'product')
        picture = runs.find((scores) => scores.firstPicture)?.firstPicture ?? null
    }
    // The picture as the server itself sends it (its address in the audit is the front's).
    if (picture) await auditBare(chrome, atOrigin(picture, base), new URL(product, base).toString())
    else
      console.log('bare: the product page fetched no picture at high priority; no floor measured')
  } finally {
    chrome.kill()
    await front.stop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
