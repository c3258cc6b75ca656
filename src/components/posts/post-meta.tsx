import { getTranslations } from 'next-intl/server'

import { postDate } from '@/content/post-date'
import type { PostCard } from '@/content/posts'
import type { Locale } from '@/i18n/locales'

/** Who wrote a post, when, and how long it takes to read. */
export async function PostMeta({ post, locale }: { post: PostCard; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'posts' })
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-600">
      <span>{t('by', { author: post.author })}</span>
      <time dateTime={post.publishedAt}>{postDate(post.publishedAt, locale)}</time>
      <span>{t('readingTime', { minutes: post.readingMinutes })}</span>
    </p>
  )
}
