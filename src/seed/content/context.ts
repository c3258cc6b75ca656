import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import type { Localized } from '../catalog/localized'
import { seedPicture } from '../picture'

/** What the content seeders share: Markdown to rich text, pictures by key, products by SKU. */
export type SeedTools = {
  richText: (markdown: string) => Record<string, unknown>
  picture: (key: string, alt: Localized) => Promise<number>
  productIds: (skus: readonly string[]) => number[]
  /** Set once the contact form exists. */
  contactFormId: number | null
}

/** Pictures of content get the colours of a meat type, chosen by the key so they stay the same. */
const categoryOfKey = (key: string) =>
  2 + ([...key].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 6)

export async function seedTools(payload: Payload): Promise<SeedTools> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const { docs } = await payload.find({
    collection: 'products',
    pagination: false,
    depth: 0,
    select: { sku: true },
    draft: false,
  })
  const bySku = new Map(docs.map((doc) => [doc.sku, doc.id]))
  const pictures = new Map<string, number>()
  return {
    richText: (markdown) =>
      convertMarkdownToLexical({ editorConfig, markdown }) as unknown as Record<string, unknown>,
    picture: async (key, alt) => {
      const known = pictures.get(key)
      if (known) return known
      const id = await seedPicture(payload, { key, category: categoryOfKey(key), alt })
      pictures.set(key, id)
      return id
    },
    productIds: (skus) =>
      skus.map((sku) => bySku.get(sku)).filter((id): id is number => id !== undefined),
    contactFormId: null,
  }
}
