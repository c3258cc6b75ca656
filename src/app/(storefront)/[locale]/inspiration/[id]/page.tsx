import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { PostListScreen } from '@/components/posts/post-list-screen'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'
import { inspirationFromView } from '@/routing/list-views'

// The view sits where a post's id does (Next.js wants one parameter name per position): a view
// is never a number, and a post's address always has its slug after the id.
type Props = { params: Promise<{ locale: string; id: string }> }

// One view of the inspiration list (a tag, a page), which visitors reach with the query string
// (src/routing/list-views.ts); cached like the list itself.
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = screenMetadata('inspiration', '/inspiration')

export default async function InspirationViewPage({ params }: Props) {
  const { locale, id: view } = await params
  const inspiration = inspirationFromView(view)
  if (!isLocale(locale) || !inspiration) notFound()
  setRequestLocale(locale)
  return (
    <PostListScreen
      screen="inspiration"
      category={inspiration.category}
      page={inspiration.page}
      locale={locale}
    />
  )
}
