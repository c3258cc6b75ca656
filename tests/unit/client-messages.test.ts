import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { clientMessages, clientNamespaces } from '@/i18n/client-messages'
import en from '@/i18n/messages/en.json'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : []
  })
}

describe('messages sent to the browser', () => {
  it('hold every namespace a component reads with useTranslations', () => {
    const used = new Set<string>()
    for (const file of sourceFiles(path.join(import.meta.dirname, '../../src')))
      for (const [, namespace] of readFileSync(file, 'utf8').matchAll(
        /useTranslations\(\s*'([^'.]+)/g,
      ))
        used.add(namespace)
    expect(used.size).toBeGreaterThan(10)
    expect([...used].filter((namespace) => !clientNamespaces.includes(namespace as never))).toEqual(
      [],
    )
  })

  it('leave out what only the server uses', () => {
    const picked = clientMessages(en)
    expect(Object.keys(picked)).toEqual(clientNamespaces.filter((namespace) => namespace in en))
    expect(picked).not.toHaveProperty('mail')
    expect(picked).not.toHaveProperty('invoice')
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(en).length * 0.85)
  })

  it('find no useTranslations call without a namespace', () => {
    for (const file of sourceFiles(path.join(import.meta.dirname, '../../src')))
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/useTranslations\(\s*\)/)
  })
})
