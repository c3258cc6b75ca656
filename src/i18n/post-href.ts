/** The routes that show a post; the blog's own address shows the same article. */
export type PostPathname =
  | '/inspiration/[id]/[slug]'
  | '/news/[id]/[slug]'
  | '/blog/read/[id]/[slug]'

/** Where a post lives: news under the news list, blog articles and recipes under inspiration. */
export const postPathname = (category: unknown): PostPathname =>
  category === 'news' ? '/news/[id]/[slug]' : '/inspiration/[id]/[slug]'

/** The link to a post's page, in any language (next-intl localizes the path). */
export const postHref = (post: { id: number; slug: string; category: string }) => ({
  pathname: postPathname(post.category),
  params: { id: post.id, slug: post.slug },
})
