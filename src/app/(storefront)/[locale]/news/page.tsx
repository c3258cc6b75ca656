import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { parseListParams } from '@/commerce/rules/list-params'
import { PostListScreen } from '@/components/posts/post-list-screen'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = screenMetadata('news', '/news')

export default async function NewsPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { page } = parseListParams(await searchParams)
  return <PostListScreen screen="news" category="news" page={page} locale={locale} />
}
