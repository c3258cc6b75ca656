import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { Pagination } from '@/components/pagination'
import { type PostCategory, postCategories } from '@/content/post-category'
import { listPosts } from '@/content/posts'
import type { Locale } from '@/i18n/locales'

import { PostCard } from './post-card'
import { PostTags } from './post-tags'

type Props = {
  /** The inspiration list (every post, filtered by tag) or the news list. */
  screen: 'inspiration' | 'news'
  category: PostCategory | null
  page: number
  locale: Locale
}

/** A list screen of posts: title, the tag filters on inspiration, cards and pages. */
export async function PostListScreen({ screen, category, page, locale }: Props) {
  const list = await listPosts({ locale, category, page, draft: (await draftMode()).isEnabled })
  if (page > 1 && list.posts.length === 0) notFound()
  const [screens, t] = await Promise.all([
    getTranslations({ locale, namespace: 'screens' }),
    getTranslations({ locale, namespace: 'posts' }),
  ])
  const tag = screen === 'inspiration' ? postCategories.find((c) => c.value === category)?.tag : ''
  const hrefFor = (next: number) => ({
    pathname: `/${screen}` as const,
    query: { ...(tag ? { tag } : {}), ...(next > 1 ? { page: String(next) } : {}) },
  })

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-dark">{screens(screen)}</h1>
      <p className="mt-2 text-neutral-700">{t(`${screen}Intro`)}</p>
      {screen === 'inspiration' ? <PostTags current={category ?? 'blog'} locale={locale} /> : null}
      {list.posts.length === 0 ? (
        <p className="py-8 text-neutral-700">{t('empty')}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.posts.map((post) => (
            <li key={post.id} className="flex">
              <PostCard post={post} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={list.totalPages} hrefFor={hrefFor} locale={locale} />
    </main>
  )
}
