/**
 * Lighthouse, mobile with simulated throttling (its defaults), on home, a category and a product
 * page of a running production server, in Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 * Prints the performance and accessibility scores, LCP, TBT and CLS, the median of 5 runs, and
 * each run's LCP with its element, and TBT with the machine's benchmark index.
 * The category is the home page's first category link and the product that category's first
 * product, unless --category or --product names a path (to compare runs on the same pages).
 * Usage: npm run bench:lighthouse [-- --url http://localhost:3000 --runs 5 --category /en/...]
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL || 'http://localhost:3000' },
    runs: { type: 'string', default: '5' },
    category: { type: 'string' },
    product: { type: 'string' },
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
    ],
  })
  try {
    console.log(`Lighthouse mobile (simulated throttling), median of ${RUNS} runs, ${base.origin}`)
    console.log('page      perf  a11y  LCP ms  TBT ms    CLS   path')
    for (const page of pages) {
      const url = new URL(page.path, base).toString()
      // A first load warms the server's caches up; it is not counted.
      await fetch(url)
      const runs: Scores[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, url))
      const pick = (key: Exclude<keyof Scores, 'lcpElement' | 'benchmarkIndex'>) =>
        median(runs.map((scores) => scores[key]))
      console.log(
        page.name.padEnd(9) +
          String(pick('performance')).padStart(5) +
          String(pick('accessibility')).padStart(6) +
          pick('lcp').toFixed(0).padStart(8) +
          pick('tbt').toFixed(0).padStart(8) +
          pick('cls').toFixed(3).padStart(7) +
          `   ${decodeURI(page.path)}`,
      )
      // Each run's LCP and its element: on this machine the page's scripts sometimes run before
      // the largest paint, and Lighthouse then counts their download and evaluation into it.
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
    }
  } finally {
    chrome.kill()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
