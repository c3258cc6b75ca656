import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const folder = path.resolve('docs/adr')
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name))
const index = readFileSync(path.join(folder, 'README.md'), 'utf8')

describe('the decision records index', () => {
  it('links every record, under its own number', () => {
    expect(records.length).toBeGreaterThan(0)
    for (const record of records) expect(index).toContain(`[${record.slice(0, 4)}](${record})`)
  })

  it('links no record that does not exist', () => {
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1])
    expect(linked.filter((name) => !records.includes(name))).toEqual([])
  })
})
