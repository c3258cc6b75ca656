import { label } from '@/collections/labels'

/**
 * The spec's blog categories. The tag is what the inspiration list's `?tag=` takes: '' is the
 * blog itself (all posts), `news` and `recipes` the other two.
 */
export const postCategories = [
  { value: 'blog', tag: '', label: label('Blog', 'Blog', 'Blog') },
  { value: 'news', tag: 'news', label: label('Nieuws', 'Actualités', 'News') },
  { value: 'recipes', tag: 'recipes', label: label('Recepten', 'Recettes', 'Recipes') },
] as const

export type PostCategory = (typeof postCategories)[number]['value']

/** The category a `?tag=` names, or null for '' and anything unknown (all posts). */
export const categoryOfTag = (tag: string | undefined): PostCategory | null =>
  postCategories.find((category) => category.tag !== '' && category.tag === tag)?.value ?? null
