import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { PostListScreen } from '@/components/posts/post-list-screen'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = { params: Promise<{ locale: string }> }

// The same for every visitor: rendered on the first request, then served from cache until the
// posts' tag expires (docs/adr/0006). A tag or another page is another view (inspiration/[id]).
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = screenMetadata('inspiration', '/inspiration')

export default async function InspirationPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <PostListScreen screen="inspiration" category={null} page={1} locale={locale} />
}
