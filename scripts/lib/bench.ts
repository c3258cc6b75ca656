import path from 'node:path'
import pg from 'pg'

import { openServer, openThrowawayDatabase } from './database'
import { applyDevelopmentSecrets } from './dev-secrets'

/** Latency figures of a benchmark: p50, p95, p99 and the slowest, in milliseconds. */
export function summarize(timings: number[]): string {
  const sorted = [...timings].sort((a, b) => a - b)
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  const ms = (value: number) => `${value.toFixed(1)} ms`
  return `p50 ${ms(at(50))}  p95 ${ms(at(95))}  p99 ${ms(at(99))}  max ${ms(sorted.at(-1) ?? 0)}`
}

/** Runs `step` once per item, one after the other, timing each run. */
export async function timeEach<T>(items: T[], step: (item: T) => Promise<unknown>) {
  const timings: number[] = []
  for (const item of items) {
    const started = performance.now()
    await step(item)
    timings.push(performance.now() - started)
  }
  return timings
}

/** Runs a benchmark on a throwaway database of the embedded (or configured) server. */
export async function withBenchDatabase(name: string, run: () => Promise<void>): Promise<void> {
  const dataDir = path.resolve('.data')
  const server = await openServer(dataDir)
  const database = await openThrowawayDatabase(
    server,
    `storefront_bench_${name}_${Date.now()}`,
    async (url) => {
      applyDevelopmentSecrets(dataDir)
      process.env.DATABASE_URL = url
    },
  )
  try {
    await run()
  } finally {
    await database.stop()
  }
}

/** Inserts `count` published products straight into the database; returns their ids. */
export async function insertBenchProducts(
  url: string,
  count: number,
  { sku, stock }: { sku: string; stock: number },
): Promise<number[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO products (price_cents, sku, stock, _status)
       SELECT 500 + (n * 37 % 5000), $2 || '-' || n, $3, 'published'
         FROM generate_series(1, $1::int) AS n
       RETURNING id`,
      [count, sku, stock],
    )
    await client.query(
      `INSERT INTO products_locales (name, _locale, _parent_id)
       SELECT 'Bench product ' || id, 'nl', id FROM unnest($1::int[]) AS id`,
      [rows.map((row) => row.id)],
    )
    return rows.map((row) => row.id)
  } finally {
    await client.end()
  }
}
