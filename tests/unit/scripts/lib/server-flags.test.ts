import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

import { SEMI_SPACE_MB, serverFlags } from '../../../../scripts/lib/server-flags'

describe('the Node.js flags of the shop server', () => {
  it('doubles the young generation', () => {
    expect(serverFlags()).toEqual([`--max-semi-space-size=${SEMI_SPACE_MB}`])
    expect(serverFlags('--enable-source-maps')).toEqual([`--max-semi-space-size=${SEMI_SPACE_MB}`])
  })

  it("leave an operator's own young generation size alone", () => {
    expect(serverFlags('--max-semi-space-size=64 --enable-source-maps')).toEqual([])
  })

  it('are flags this Node.js takes, and let its young generation grow to twice the default', () => {
    // Objects that live a little while, as a request's do: the young generation grows to its
    // largest, both halves of it (V8's new space), before they are collected.
    const largestNewSpace = (flags: string[]) =>
      Number(
        execFileSync(process.execPath, [...flags, '-e', growYoungGeneration], { encoding: 'utf8' }),
      ) /
      2 ** 20
    expect(largestNewSpace(serverFlags())).toBe(2 * SEMI_SPACE_MB)
    expect(largestNewSpace([])).toBeLessThan(2 * SEMI_SPACE_MB)
  })
})

const growYoungGeneration = `
const v8 = require('v8')
const kept = []
let largest = 0
for (let i = 0; i < 3e6; i++) {
  kept.push({ i, text: 'x' + i })
  if (kept.length > 2e5) kept.length = 0
  if (i % 1e4 === 0)
    largest = Math.max(largest, v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size)
}
process.stdout.write(String(largest))
`
