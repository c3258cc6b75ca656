/**
 * Search benchmark: a throwaway database with 10 000 published products in three languages,
 * then catalog searches as the storefront makes them; prints p50/p95/p99 latency.
 * Usage: npm run bench:search [-- --products 10000 --queries 400]
 */
import { parseArgs } from 'node:util'
import pg from 'pg'

import { nativeCatalog } from '../src/commerce/native/catalog'
import type { CatalogApi } from '../src/commerce/provider'

import { summarize, timeEach, withBenchDatabase } from './lib/bench'
import { withMigratedPayload } from './lib/prepare-payload'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    queries: { type: 'string', default: '400' },
  },
})
const PRODUCTS = Number(values.products)
const QUERIES = Number(values.queries)

const words = {
  nl: {
    meat: ['Rund', 'Kalf', 'Lam', 'Varken', 'Kip', 'Eend', 'Hert', 'Everzwijn'],
    cut: ['filet', 'steak', 'gebraad', 'worst', 'gehakt', 'kotelet', 'stoofvlees', 'brochette'],
    kind: ['hoeve', 'bio', 'gerijpt', 'gemarineerd', 'klassiek', 'premium'],
  },
  fr: {
    meat: ['Bœuf', 'Veau', 'Agneau', 'Porc', 'Poulet', 'Canard', 'Cerf', 'Sanglier'],
    cut: ['filet', 'steak', 'rôti', 'saucisse', 'haché', 'côte', 'ragoût', 'brochette'],
    kind: ['fermier', 'bio', 'maturé', 'mariné', 'classique', 'premium'],
  },
  en: {
    meat: ['Beef', 'Veal', 'Lamb', 'Pork', 'Chicken', 'Duck', 'Venison', 'Boar'],
    cut: ['fillet', 'steak', 'roast', 'sausage', 'mince', 'chop', 'stew', 'skewer'],
    kind: ['farm', 'organic', 'aged', 'marinated', 'classic', 'premium'],
  },
} as const
type Locale = keyof typeof words

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]
const nameOf = (locale: Locale, i: number) => {
  const w = words[locale]
  return `${pick(w.meat, i)} ${pick(w.cut, Math.floor(i / 8))} ${pick(w.kind, Math.floor(i / 64))} ${i}`
}

async function insertProducts(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const BATCH = 1000
  for (let start = 0; start < PRODUCTS; start += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, PRODUCTS - start) }, (_, k) => start + k)
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO products (price_cents, sku, stock, _status)
       SELECT 500 + (n % 5000), 'BENCH-' || n, 10, 'published' FROM unnest($1::int[]) AS n RETURNING id`,
      [ids],
    )
    for (const locale of Object.keys(words) as Locale[]) {
      await client.query(
        `INSERT INTO products_locales (name, short_description, description, _locale, _parent_id)
         SELECT name, 'Vers en vacuüm verpakt', 'Met zorg geselecteerd en ambachtelijk versneden.', $1, parent
         FROM unnest($2::text[], $3::int[]) AS t(name, parent)`,
        [locale, ids.map((i) => nameOf(locale, i)), inserted.rows.map((row) => row.id)],
      )
    }
  }
  await client.query('ANALYZE products; ANALYZE products_locales')
  await client.end()
}

async function measure(catalog: CatalogApi) {
  const locales = Object.keys(words) as Locale[]
  const queries = Array.from({ length: QUERIES }, (_, i) => {
    const locale = pick(locales, i)
    const w = words[locale]
    const forms = [
      pick(w.meat, i).slice(0, 3),
      `${pick(w.meat, i)} ${pick(w.cut, i + 3)}`,
      pick(w.kind, i),
      `${pick(w.cut, i)} ${pick(w.kind, i + 1).slice(0, 2)}`,
    ]
    return { locale, q: pick(forms, Math.floor(i / 3)) }
  })

  for (const query of queries.slice(0, 20)) await catalog.search(query) // warm-up
  let results = 0
  const started = performance.now()
  const timings = await timeEach(queries, async (query) => {
    results += (await catalog.search(query)).totalItems
  })
  const total = performance.now() - started
  console.log(
    `Searched ${QUERIES} times in ${Math.round(total)} ms (${Math.round(results / QUERIES)} matches on average)`,
  )
  console.log(summarize(timings))
}

async function main() {
  await withBenchDatabase('search', () =>
    withMigratedPayload(async (payload) => {
      const started = performance.now()
      await insertProducts(process.env.DATABASE_URL!)
      console.log(
        `Inserted ${PRODUCTS} products × 3 languages in ${Math.round(performance.now() - started)} ms`,
      )
      await measure(nativeCatalog(async () => payload))
    }),
  )
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
