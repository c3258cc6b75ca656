import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { seedContext } from '../localized-doc'
import { blockData } from './block-data'
import type { SeedTools } from './context'
import type { PageSeed } from './types'
import { withIds } from './with-ids'

const others = ['fr', 'en'] as const

async function pageData(seed: PageSeed, locale: Locale, tools: SeedTools) {
  const layout = []
  for (const block of seed.layout) layout.push(await blockData(block, locale, tools))
  return {
    title: seed.title[locale],
    intro: seed.intro?.[locale],
    description: seed.description?.[locale],
    layout,
  }
}

/**
 * Creates each page of the shop's screens that does not exist yet, or that exists without any
 * blocks (pages seeded before there were blocks); a page an editor has built is left alone.
 */
export async function seedPages(payload: Payload, seeds: PageSeed[], tools: SeedTools) {
  for (const seed of seeds) {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: seed.key } },
      depth: 0,
      limit: 1,
      draft: true,
    })
    const existing = docs[0]
    if (existing?.layout?.length) continue
    const nl = {
      slug: seed.key,
      _status: 'published' as const,
      ...(await pageData(seed, 'nl', tools)),
    }
    const saved = existing
      ? await payload.update({
          collection: 'pages',
          id: existing.id,
          locale: 'nl',
          data: nl as never,
          context: seedContext,
        })
      : await payload.create({
          collection: 'pages',
          locale: 'nl',
          data: nl as never,
          context: seedContext,
        })
    for (const locale of others) {
      const data = await pageData(seed, locale, tools)
      await payload.update({
        collection: 'pages',
        id: saved.id,
        locale,
        data: {
          ...data,
          layout: withIds(saved.layout, data.layout),
          _status: 'published',
        } as never,
        context: seedContext,
      })
    }
  }
}
