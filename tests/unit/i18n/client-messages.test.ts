import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  cartNamespaces,
  clientMessages,
  formNamespaces,
  giftVoucherNamespaces,
  newsletterNamespaces,
  recipeNamespaces,
  reviewNamespaces,
  shopperNamespaces,
} from '@/i18n/client-messages'
import en from '@/i18n/messages/en.json'

const src = path.join(import.meta.dirname, '../../../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : []
  })
}

const files = sourceFiles(src).map((file) => {
  const text = readFileSync(file, 'utf8')
  return {
    file: path.relative(src, file),
    text,
    client: /^'use client'/.test(text),
    namespaces: [...text.matchAll(/useTranslations\(\s*'([^'.]+)/g)].map(([, name]) => name),
  }
})
/** Browser code that uses next-intl: it needs a provider with messages above it. */
const clientReaders = files.filter(({ client, text }) => client && /from 'next-intl'/.test(text))

/**
 * Where each browser component that reads messages gets them (docs/adr/0034): the `(shopper)`
 * layout, the cart page, or the provider a lazily loaded island brings along.
 */
const placements: [RegExp, readonly string[]][] = [
  [/^components\/(account|auth|checkout|tester)\//, shopperNamespaces],
  [/^components\/cart\//, [...cartNamespaces, ...shopperNamespaces]],
  [/^components\/reviews\//, reviewNamespaces],
  [/^components\/catalog\/gift-voucher-form\.tsx$/, giftVoucherNamespaces],
  [/^blocks\/form\//, formNamespaces],
  [/^components\/posts\//, recipeNamespaces],
  [/^components\/newsletter\//, newsletterNamespaces],
  [/^i18n\/with-messages\.tsx$/, []],
]
const placementOf = (file: string) => placements.find(([folder]) => folder.test(file))?.[1]

/** The frame's and the catalog pages' islands: the first load, without a translation runtime. */
const firstLoad = [
  /^components\/layout\//,
  /^components\/search\//,
  /^components\/cart\/(cart-link|added-dialog)\.tsx$/,
  /^components\/catalog\/(add-to-cart|gallery|gift-voucher-form-lazy)\.tsx$/,
  /^components\/reviews\/review-writer\.tsx$/,
  /^components\/(lazy-island|icon)\.tsx$/,
  /^i18n\/intent-link\.tsx$/,
  /^app\/\(storefront\)\/\[locale\]\/(error|not-found)\.tsx$/,
]

describe('messages sent to the browser', () => {
  it('reach no island of the frame or the catalog pages, which take their texts as props', () => {
    const first = files.filter(({ file, client }) => client && firstLoad.some((f) => f.test(file)))
    expect(first.length).toBeGreaterThan(12)
    for (const { file, text } of first) expect(text, file).not.toMatch(/from 'next-intl'/)
  })

  it('come to every browser component that reads them, from the place it is rendered in', () => {
    expect(clientReaders.length).toBeGreaterThan(25)
    for (const { file, namespaces } of clientReaders) {
      const sent = placementOf(file)
      expect(sent, `${file} reads messages but no provider of its place is known`).toBeDefined()
      expect(
        namespaces.filter((namespace) => !sent!.includes(namespace)),
        file,
      ).toEqual([])
    }
  })

  it('hold no namespace that no component of the place reads', () => {
    for (const [folder, sent] of placements) {
      const read = new Set(
        clientReaders.filter(({ file }) => folder.test(file)).flatMap((r) => r.namespaces),
      )
      const unread = sent.filter((namespace) => !read.has(namespace))
      // The cart's components are also rendered on the shopper's pages (the checkout's summary).
      expect(folder.source.includes('cart') ? [] : unread, folder.source).toEqual([])
    }
  })

  it('are wrapped by a provider where a lazily loaded island reads them', () => {
    for (const file of [
      'components/reviews/customer-review.tsx',
      'components/catalog/gift-voucher-form.tsx',
      'blocks/form/form-fields.tsx',
    ])
      expect(files.find((f) => f.file === file)!.text, file).toMatch(/withMessages\(function/)
  })

  it('leave out what only the server uses', () => {
    const picked = clientMessages(en, shopperNamespaces)
    expect(Object.keys(picked)).toEqual(shopperNamespaces.filter((namespace) => namespace in en))
    expect(picked).not.toHaveProperty('mail')
    expect(picked).not.toHaveProperty('menu')
    expect(clientMessages(en, ['missing'])).toEqual({})
  })

  it('find no useTranslations call without a namespace', () => {
    for (const { file, text } of files) expect(text, file).not.toMatch(/useTranslations\(\s*\)/)
  })
})
