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

/** What search engines and shared links read of a post (its own SEO fields, else its title, summary, cover). */
export type PostSeo = { title: string; description: string | null; image: Media | null }

/** A post's own page: the card's parts, the text and, for recipes, the recipe. */
export type PostDetail = PostCard & {
  content: Post['content']
  recipe: Recipe | null
  seo: PostSeo
}

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
    // A draft may have no title yet (drafts skip the fields required on publishing).
    slug: post.slug || postSlug(post.title || ''),
    category: post.category,
    publishedAt: post.publishedAt,
    author: post.author,
    cover: mediaOf(post.cover),
    excerpt: post.excerpt || null,
    readingMinutes: readingMinutes([richTextWords(post.content), ...steps].join(' ')),
  }
}

const mediaOf = (media: number | Media | null | undefined): Media | null =>
  media && typeof media === 'object' ? media : null

export const toPostDetail = (post: Post): PostDetail => {
  const card = toPostCard(post)
  return {
    ...card,
    content: post.content,
    recipe: recipeOf(post),
    seo: {
      title: post.seoTitle || card.title,
      description: post.description || card.excerpt,
      image: mediaOf(post.shareImage) ?? card.cover,
    },
  }
}
