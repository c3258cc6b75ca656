import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { PreviewBar } from '@/components/content/preview-bar'
import { findPost } from '@/content/posts'
import { seoMetadata } from '@/content/seo-metadata'
import { alternates } from '@/i18n/alternates'
import { idAndSlugByLocale, idFromPath, keepSlugCanonical } from '@/i18n/canonical'
import { isLocale } from '@/i18n/locales'
import { type PostPathname, postPathname } from '@/i18n/post-href'

import { PostArticle } from './post-article'

type Props = { params: Promise<{ locale: string; id: string; slug: string }> }

async function load(params: Props['params']) {
  const { locale, id, slug } = await params
  if (!isLocale(locale)) notFound()
  const draft = (await draftMode()).isEnabled
  const post = await findPost(idFromPath(id), locale, { draft })
  if (!post) notFound()
  // The post's slug in each language, for its alternates (and so the language links).
  const languages = await idAndSlugByLocale(post, (language) =>
    findPost(post.id, language, { draft }),
  )
  return { locale, post, slug, languages, draft }
}

/**
 * A post's page at one of its routes. The page and metadata name the post's own route (news or
 * inspiration) as canonical, so that the blog's address adds no duplicate.
 */
export function postDetailPage(pathname: PostPathname) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, post, languages } = await load(params)
    return {
      ...seoMetadata(post.seo),
      alternates: alternates(
        postPathname(post.category),
        (language) => languages[language],
        locale,
      ),
    }
  }

  async function Page({ params }: Props) {
    const { locale, post, slug, draft } = await load(params)
    setRequestLocale(locale)
    keepSlugCanonical(
      slug,
      post.slug,
      { pathname, params: { id: post.id, slug: post.slug } },
      locale,
    )
    return (
      <>
        {draft ? <PreviewBar locale={locale} /> : null}
        <main className="mx-auto max-w-3xl px-4 py-10">
          <PostArticle post={post} locale={locale} />
        </main>
      </>
    )
  }

  return { Page, generateMetadata }
}
