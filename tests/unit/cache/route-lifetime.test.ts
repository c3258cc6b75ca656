import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { lifetimes } from '@/cache/lifetimes'

const app = path.join(import.meta.dirname, '../../../src/app')

/** Every page and route handler of the app, as paths relative to src/app. */
const routeFiles = (): string[] =>
  readdirSync(app, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /(^|\/)(page|layout|route)\.tsx?$/.test(file),
  )

/** The value a file gives `export const revalidate`, as written, or null without one. */
const revalidateOf = (file: string): string | null =>
  readFileSync(path.join(app, file), 'utf8').match(
    /^export const revalidate\s*=\s*([^\s;]+)/m,
  )?.[1] ?? null

describe('route lifetimes', () => {
  // Next.js reads `revalidate` from the page's source, so it is a literal there, not the table's.
  it('gives every page that declares one the lifetime table’s route value, as a literal', () => {
    const declared = routeFiles().flatMap((file) => {
      const value = revalidateOf(file)
      return value === null ? [] : [[file, value]]
    })
    expect(declared.length).toBeGreaterThan(0)
    expect(declared.filter(([, value]) => value !== String(lifetimes.route))).toEqual([])
  })
})
