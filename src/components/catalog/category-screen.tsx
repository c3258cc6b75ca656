import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { commerce } from '@/commerce'
import { type ListParams, listQuery } from '@/commerce/rules/list-params'
import { ProductListing } from '@/components/catalog/product-listing'
import { alternates } from '@/i18n/alternates'
import { idAndSlugByLocale, idFromPath, keepSlugCanonical } from '@/i18n/canonical'
import { isLocale, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

export type CategoryParams = Promise<{ locale: string; id: string; slug: string }>

async function load(params: CategoryParams) {
  const { locale, id, slug } = await params
  if (!isLocale(locale)) notFound()
  const category = await commerce.catalog.category(idFromPath(id), locale)
  if (!category) notFound()
  return { locale: locale as Locale, category, slug }
}

const paramsByLanguage = (category: { id: number; slug: string }) =>
  idAndSlugByLocale(category, (language) => commerce.catalog.category(category.id, language))

export async function categoryMetadata(params: CategoryParams): Promise<Metadata> {
  const { category, locale } = await load(params)
  const languages = await paramsByLanguage(category)
  return {
    title: category.name,
    description: category.description ?? undefined,
    alternates: alternates('/meat-types/[id]/[slug]', (language) => languages[language], locale),
  }
}

/** A category with its subcategories and one view of its products. */
export async function CategoryScreen({
  params,
  list,
}: {
  params: CategoryParams
  list: ListParams
}) {
  const { locale, category, slug } = await load(params)
  setRequestLocale(locale)
  const href = (query: Record<string, string> = {}) => ({
    pathname: '/meat-types/[id]/[slug]' as const,
    params: { id: category.id, slug: category.slug },
    query,
  })
  keepSlugCanonical(slug, category.slug, href(listQuery(list)), locale)

  const t = await getTranslations('catalog')
  const hrefFor = (next: ListParams) => href(listQuery(next))

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-dark">{category.name}</h1>
      {category.description ? (
        <p className="mt-2 text-neutral-700">{category.description}</p>
      ) : null}
      {category.subCategories.length > 0 ? (
        <nav aria-label={t('subcategories')} className="mt-6 flex flex-wrap gap-2 text-sm">
          {category.subCategories.map((sub) => (
            <Link
              key={sub.id}
              href={{ pathname: '/meat-types/[id]/[slug]', params: { id: sub.id, slug: sub.slug } }}
              className="rounded bg-white px-3 py-1 shadow-sm hover:underline"
            >
              {sub.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <ProductListing categoryId={category.id} list={list} hrefFor={hrefFor} locale={locale} />
    </main>
  )
}
