import { postSlug } from '@/commerce/rules/slugs'
import type { Media, Post } from '@/payload-types'

import type { PostCategory } from './post-category'
import { readingMinutes, richTextWords } from './reading-time'

/** What a list shows of a post. */
export type PostCard = {
  id: number
  title: string
  slug: string
  category: PostCategory
  publishedAt: string
  author: string
  cover: Media | null
  excerpt: string | null
  readingMinutes: number
}

export type Recipe = {
  servings: number | null
  prepMinutes: number | null
  cookMinutes: number | null
  ingredients: Array<{ amount: string | null; name: string }>
  steps: string[]
  /** The shop's products the recipe uses, by commerce number. */
  productIds: number[]
}

/** A post's own page: the card's parts, the text and, for recipes, the recipe. */
export type PostDetail = PostCard & { content: Post['content']; recipe: Recipe | null }

const recipeOf = (post: Post): Recipe | null => {
  if (post.category !== 'recipes') return null
  const recipe = post.recipe ?? {}
  return {
    servings: recipe.servings ?? null,
    prepMinutes: recipe.prepMinutes ?? null,
    cookMinutes: recipe.cookMinutes ?? null,
    ingredients: (recipe.ingredients ?? []).map(({ amount, name }) => ({
      amount: amount || null,
      name,
    })),
    steps: (recipe.steps ?? []).map((step) => step.text),
    productIds: recipe.productIds ?? [],
  }
}

export function toPostCard(post: Post): PostCard {
  const steps = recipeOf(post)?.steps ?? []
  return {
    id: post.id,
    title: post.title,
    slug: post.slug || postSlug(post.title),
    category: post.category,
    publishedAt: post.publishedAt,
    author: post.author,
    cover: post.cover && typeof post.cover === 'object' ? post.cover : null,
    excerpt: post.excerpt || null,
    readingMinutes: readingMinutes([richTextWords(post.content), ...steps].join(' ')),
  }
}

export const toPostDetail = (post: Post): PostDetail => ({
  ...toPostCard(post),
  content: post.content,
  recipe: recipeOf(post),
})
