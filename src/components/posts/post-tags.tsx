import { getTranslations } from 'next-intl/server'

import { inspirationHref } from '@/components/layout/menu'
import { type PostCategory, postCategories } from '@/content/post-category'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

/** The blog categories as filters of the inspiration list; 'blog' is every post. */
export async function PostTags({ current, locale }: { current: PostCategory; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'posts' })
  return (
    <nav aria-label={t('categories')} className="mt-6 flex flex-wrap gap-2 text-sm">
      {postCategories.map((category) => (
        <Link
          key={category.value}
          href={inspirationHref(category)}
          aria-current={category.value === current ? 'page' : undefined}
          className="rounded-full bg-white px-4 py-1.5 aria-[current=page]:bg-brand aria-[current=page]:text-white"
        >
          {category.label[locale]}
        </Link>
      ))}
    </nav>
  )
}
