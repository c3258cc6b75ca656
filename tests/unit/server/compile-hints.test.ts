import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { compileHint, markStartupScripts } from '@/server/compile-hints'

let dir: string
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8')

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'next-'))
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true })
  for (const name of ['react.js', 'runtime.js', 'page.js', 'app.css'])
    writeFileSync(path.join(dir, 'static', 'chunks', name), `/* ${name} */`)
  writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({
      rootMainFiles: [
        'static/chunks/react.js',
        'static/chunks/runtime.js',
        'static/chunks/app.css',
      ],
      polyfillFiles: ['static/chunks/page.js'],
    }),
  )
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the compile hint on the start-up scripts', () => {
  it("marks the build manifest's start-up scripts and nothing else", async () => {
    expect(await markStartupScripts(dir)).toEqual([
      'static/chunks/react.js',
      'static/chunks/runtime.js',
    ])
    expect(read('static/chunks/react.js')).toBe(`${compileHint}/* react.js */`)
    expect(read('static/chunks/runtime.js')).toBe(`${compileHint}/* runtime.js */`)
    expect(read('static/chunks/page.js')).toBe('/* page.js */')
    expect(read('static/chunks/app.css')).toBe('/* app.css */')
  })

  it('puts the hint on the first line, as V8 reads it only there', async () => {
    await markStartupScripts(dir)
    expect(read('static/chunks/react.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
  })

  it('leaves every byte of the script as it was, after the line', async () => {
    const bytes = Buffer.from([0x2f, 0x2a, 0xff, 0xfe, 0x2a, 0x2f, 0xe2, 0x82, 0xac])
    writeFileSync(path.join(dir, 'static', 'chunks', 'react.js'), bytes)
    await markStartupScripts(dir)
    expect(readFileSync(path.join(dir, 'static', 'chunks', 'react.js'))).toEqual(
      Buffer.concat([Buffer.from(compileHint), bytes]),
    )
  })

  it('marks a script once when the build step runs again', async () => {
    await markStartupScripts(dir)
    expect(await markStartupScripts(dir)).toEqual([])
    expect(read('static/chunks/react.js')).toBe(`${compileHint}/* react.js */`)
  })

  it('fails the build when the manifest names a script that is not there', async () => {
    rmSync(path.join(dir, 'static', 'chunks', 'runtime.js'))
    await expect(markStartupScripts(dir)).rejects.toThrow(/runtime\.js/)
  })
})
