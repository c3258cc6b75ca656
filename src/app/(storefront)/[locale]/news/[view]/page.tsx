import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { PostListScreen } from '@/components/posts/post-list-screen'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'
import { newsFromView } from '@/routing/list-views'

type Props = { params: Promise<{ locale: string; view: string }> }

// One page of the news list, which visitors reach with the query string
// (src/routing/list-views.ts); cached like the list itself.
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = screenMetadata('news', '/news')

export default async function NewsViewPage({ params }: Props) {
  const { locale, view } = await params
  const news = newsFromView(view)
  if (!isLocale(locale) || !news) notFound()
  setRequestLocale(locale)
  return <PostListScreen screen="news" category="news" page={news.page} locale={locale} />
}
