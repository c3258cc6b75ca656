import type { LinkTarget } from '@/blocks/shared/link-field'
import type { PageKey } from '@/content/preview-path'

import type { Localized } from '../catalog/localized'

/** Rich text is written as Markdown per language (headings, lists, links, bold) and converted. */
export type Markdown = Localized

export type LinkSeed = { label: Localized; target: LinkTarget; categoryId?: number; url?: string }

/** Blocks as seeds write them: each text in three languages, pictures by seed image key. */
export type BlockSeed =
  | { blockType: 'hero'; heading: Localized; text?: Localized; image?: string; link?: LinkSeed }
  | { blockType: 'about'; heading: Localized; text: Markdown; image?: string }
  | {
      blockType: 'howWeWork'
      heading: Localized
      steps: Array<{ icon: 'order' | 'pack' | 'deliver'; title: Localized; text: Localized }>
    }
  | { blockType: 'bbq'; heading: Localized; text: Markdown; image?: string; link?: LinkSeed }
  | {
      blockType: 'productCarousel'
      heading: Localized
      source: 'chosen' | 'category' | 'bestsellers' | 'promos'
      /** Products by SKU (the seeder finds their numbers). */
      productSkus?: string[]
      categoryId?: number
      limit?: number
    }
  | { blockType: 'recentReviews'; heading: Localized; count?: number }
  | { blockType: 'categoryTiles'; heading: Localized }
  | {
      blockType: 'faqTeaser'
      heading: Localized
      questions: Array<{ question: Localized; answer: Localized }>
    }
  | {
      blockType: 'faqList'
      groups: Array<{
        anchor: string
        title: Localized
        questions: Array<{ question: Localized; answer: Localized }>
      }>
    }
  | { blockType: 'richText'; content: Markdown }
  | { blockType: 'callToAction'; heading: Localized; text?: Localized; link: LinkSeed }
  | { blockType: 'storageAdvice'; heading?: Localized }
  | { blockType: 'claimsStrip'; heading?: Localized }
  | { blockType: 'newsletter'; heading: Localized; text?: Localized }
  | { blockType: 'formBlock'; form: 'contact'; heading?: Localized; text?: Localized }

export type PageSeed = {
  key: PageKey
  title: Localized
  intro?: Localized
  description?: Localized
  layout: BlockSeed[]
}

export type PostSeed = {
  category: 'blog' | 'news' | 'recipes'
  title: Localized
  author: string
  /** ISO date (yyyy-mm-dd). */
  publishedAt: string
  image?: string
  excerpt: Localized
  content: Markdown
  recipe?: {
    servings: number
    prepMinutes: number
    cookMinutes: number
    ingredients: Array<{ amount: Localized; name: Localized }>
    steps: Localized[]
    /** The shop's products the recipe uses, by SKU. */
    productSkus: string[]
  }
}

export type TestSeed = {
  title: Localized
  productSku: string
  description: Markdown
  /** Days from the seed's run, so the seeded tests are current. */
  startsInDays: number
  days: number
  places: number
}
