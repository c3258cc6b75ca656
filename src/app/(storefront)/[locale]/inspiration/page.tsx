import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { parseListParams } from '@/commerce/rules/list-params'
import { PostListScreen } from '@/components/posts/post-list-screen'
import { categoryOfTag } from '@/content/post-category'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = screenMetadata('inspiration', '/inspiration')

export default async function InspirationPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { page, tags } = parseListParams(await searchParams)
  return (
    <PostListScreen
      screen="inspiration"
      category={categoryOfTag(tags[0])}
      page={page}
      locale={locale}
    />
  )
}
