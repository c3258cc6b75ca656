import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  clientMessages,
  everyPageNamespaces,
  shopperComponentFolders,
  shopperNamespaces,
  shopperPageNamespaces,
} from '@/i18n/client-messages'
import en from '@/i18n/messages/en.json'

const src = path.join(import.meta.dirname, '../../../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : []
  })
}

/** Each source file with the namespaces it reads with useTranslations. */
const readers = sourceFiles(src).map((file) => {
  const text = readFileSync(file, 'utf8')
  const namespaces = [...text.matchAll(/useTranslations\(\s*'([^'.]+)/g)].map(([, name]) => name)
  return { file: path.relative(src, file), text, namespaces }
})

const shopperFolder = new RegExp(`^components/(?:${shopperComponentFolders.join('|')})/`)
const shopperPages = 'app/(storefront)/[locale]/(shopper)/'

describe('messages sent to the browser', () => {
  it('hold every namespace a component reads with useTranslations', () => {
    const used = new Set(readers.flatMap((reader) => reader.namespaces))
    const sent: readonly string[] = shopperPageNamespaces
    expect(used.size).toBeGreaterThan(10)
    expect([...used].filter((namespace) => !sent.includes(namespace))).toEqual([])
  })

  it('hold no namespace that no component reads with useTranslations', () => {
    const used = new Set(readers.flatMap((reader) => reader.namespaces))
    expect(shopperPageNamespaces.filter((namespace) => !used.has(namespace))).toEqual([])
  })

  it('send the shopper’s namespaces only with the shopper’s pages', () => {
    const readsShopper = readers.filter((reader) =>
      reader.namespaces.some((namespace) =>
        (shopperNamespaces as readonly string[]).includes(namespace),
      ),
    )
    expect(readsShopper.length).toBeGreaterThan(5)
    for (const reader of readsShopper) expect(reader.file).toMatch(shopperFolder)
    // Those components are used by the shopper's pages and by each other, nowhere else.
    const importers = readers.filter((reader) =>
      shopperComponentFolders.some((folder) => reader.text.includes(`@/components/${folder}/`)),
    )
    expect(importers.length).toBeGreaterThan(5)
    for (const importer of importers)
      expect(
        importer.file.startsWith(shopperPages) || shopperFolder.test(importer.file),
        importer.file,
      ).toBe(true)
  })

  it('leave out what only the server uses', () => {
    const picked = clientMessages(en)
    expect(Object.keys(picked)).toEqual(everyPageNamespaces.filter((namespace) => namespace in en))
    expect(picked).not.toHaveProperty('mail')
    expect(picked).not.toHaveProperty('checkout')
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(en).length * 0.6)
  })

  it('find no useTranslations call without a namespace', () => {
    for (const reader of readers)
      expect(reader.text, reader.file).not.toMatch(/useTranslations\(\s*\)/)
  })
})
