import type { Payload } from 'payload'

import { postSlug } from '@/commerce/rules/slugs'
import type { Locale } from '@/i18n/locales'

import { seedContext } from '../localized-doc'
import type { SeedTools } from './context'
import type { PostSeed } from './types'
import { withIds } from './with-ids'

const others = ['fr', 'en'] as const

const postData = (seed: PostSeed, locale: Locale, tools: SeedTools) => ({
  title: seed.title[locale],
  slug: postSlug(seed.title[locale]),
  excerpt: seed.excerpt[locale],
  content: tools.richText(seed.content[locale]),
  ...(seed.recipe
    ? {
        recipe: {
          servings: seed.recipe.servings,
          prepMinutes: seed.recipe.prepMinutes,
          cookMinutes: seed.recipe.cookMinutes,
          ingredients: seed.recipe.ingredients.map((ingredient) => ({
            amount: ingredient.amount[locale],
            name: ingredient.name[locale],
          })),
          steps: seed.recipe.steps.map((step) => ({ text: step[locale] })),
          productIds: tools.productIds(seed.recipe.productSkus),
        },
      }
    : {}),
})

/** Seeds the posts once, while there are none: after that the blog belongs to the editors. */
export async function seedPosts(payload: Payload, seeds: PostSeed[], tools: SeedTools) {
  const { totalDocs } = await payload.count({ collection: 'posts' })
  if (totalDocs > 0) return
  for (const seed of seeds) {
    const cover = seed.image ? await tools.picture(seed.image, seed.title) : undefined
    const saved = await payload.create({
      collection: 'posts',
      locale: 'nl',
      data: {
        ...postData(seed, 'nl', tools),
        category: seed.category,
        author: seed.author,
        publishedAt: new Date(`${seed.publishedAt}T08:00:00Z`).toISOString(),
        cover,
        _status: 'published',
      } as never,
      context: seedContext,
    })
    for (const locale of others) {
      const data = postData(seed, locale, tools)
      await payload.update({
        collection: 'posts',
        id: saved.id,
        locale,
        data: {
          ...data,
          recipe: withIds(saved.recipe, data.recipe),
          _status: 'published',
        } as never,
        context: seedContext,
      })
    }
  }
}
