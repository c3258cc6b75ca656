import path from 'node:path'

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
