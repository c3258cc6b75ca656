import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { ContentView } from '@/components/content/content-view'
import { PreviewBar } from '@/components/content/preview-bar'
import { PostArticle } from '@/components/posts/post-article'
import { findDraftPage } from '@/content/pages'
import { findPost } from '@/content/posts'
import { isPreviewCollection } from '@/content/preview-path'
import { idFromPath } from '@/i18n/canonical'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; collection: string; id: string }> }

// Only an editor's preview (draft mode, turned on by the preview route) reaches this screen.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The editor's draft of a page or a post that has no address in this language yet (see
 * `documentPath`): shown by its id, in the language being edited.
 */
export default async function DraftPreview({ params }: Props) {
  const { locale, collection, id } = await params
  if (!isLocale(locale) || !isPreviewCollection(collection)) notFound()
  if (!(await draftMode()).isEnabled) notFound()
  setRequestLocale(locale)
  if (collection === 'pages') {
    const page = await findDraftPage(idFromPath(id), locale)
    if (!page) notFound()
    return <ContentView page={page} locale={locale} draft unaddressed />
  }
  const post = await findPost(idFromPath(id), locale, { draft: true })
  if (!post) notFound()
  return (
    <>
      <PreviewBar locale={locale} unaddressed />
      <main className="mx-auto max-w-3xl px-4 py-10">
        <PostArticle post={post} locale={locale} />
      </main>
    </>
  )
}
