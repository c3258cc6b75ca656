import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import type { Block, Field, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { inlineBlocks } from '@/blocks/rich-text/inline-blocks'

const collection = (sanitized: SanitizedConfig, slug: string) =>
  sanitized.collections.find((candidate) => candidate.slug === slug)!

const named = (fields: Field[], name: string) =>
  fields.find((field) => 'name' in field && field.name === name)

type Words = (args: { i18n: { language: string; fallbackLanguage: string } }) => string
const inLanguage = (text: unknown, language: string) =>
  (text as Words)({ i18n: { language, fallbackLanguage: 'nl' } })

describe('what the editor sees of pages and posts', () => {
  it('pictures every block of a page and of a post’s text with a sketch the shop serves', async () => {
    const layout = named(collection(await config, 'pages').fields, 'layout') as {
      blocks: Block[]
    }
    const blocks = [...layout.blocks, ...inlineBlocks]
    expect(blocks.length).toBeGreaterThan(15)
    for (const block of blocks) {
      expect(block.imageURL, block.slug).toBe(`/admin/blocks/${block.slug}.svg`)
      // Served from public/ (the proxy leaves /admin alone); the label beside it names the block.
      const file = path.join('public', block.imageURL!)
      expect(existsSync(file), file).toBe(true)
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(block.imageAltText).toBe('')
    }
  })

  it('names the page title and the hero heading differently in each language', async () => {
    const pages = collection(await config, 'pages')
    const layout = named(pages.fields, 'layout') as { blocks: Block[] }
    const hero = layout.blocks.find((block) => block.slug === 'hero')!
    for (const language of ['nl', 'fr', 'en']) {
      const title = inLanguage((named(pages.fields, 'title') as { label: unknown }).label, language)
      const heading = inLanguage(
        (named(hero.fields, 'heading') as { label: unknown }).label,
        language,
      )
      expect(title).not.toBe(heading)
    }
  })

  it('gives pages and posts a search title, a search description and a share image', async () => {
    const sanitized = await config
    for (const slug of ['pages', 'posts']) {
      const { fields } = collection(sanitized, slug)
      expect(named(fields, 'seoTitle')).toMatchObject({ type: 'text', localized: true })
      expect(named(fields, 'description')).toMatchObject({ type: 'textarea', localized: true })
      expect(named(fields, 'shareImage')).toMatchObject({ type: 'upload', relationTo: 'media' })
    }
  })
})
