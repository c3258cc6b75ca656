import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { commerce } from '@/commerce'
import { type ListParams, listQuery } from '@/commerce/rules/list-params'
import { ProductListing } from '@/components/catalog/product-listing'
import { alternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

export type ProductsParams = Promise<{ locale: string }>

export async function productsMetadata(params: ProductsParams): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'catalog' })
  return {
    title: t('productsTitle'),
    description: t('productsIntro'),
    alternates: isLocale(locale) ? alternates('/products', {}, locale) : undefined,
  }
}

/** Every product, with the root categories as a filter, in one view. */
export async function ProductsScreen({
  params,
  list,
}: {
  params: ProductsParams
  list: ListParams
}) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('catalog')

  const roots = await commerce.catalog.rootCategories(locale)
  const hrefFor = (next: ListParams) => ({ pathname: '/products' as const, query: listQuery(next) })

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-dark">{t('productsTitle')}</h1>
      <p className="mt-2 text-neutral-700">{t('productsIntro')}</p>
      <nav aria-label={t('categories')} className="mt-6 flex flex-wrap gap-2 text-sm">
        <Link
          href={hrefFor({ ...list, page: 1, category: undefined })}
          aria-current={list.category ? undefined : 'true'}
          className="rounded bg-white px-3 py-1"
        >
          {t('allCategories')}
        </Link>
        {roots.map((category) => (
          <Link
            key={category.id}
            href={hrefFor({ ...list, page: 1, category: category.id })}
            aria-current={list.category === category.id ? 'true' : undefined}
            className="rounded bg-white px-3 py-1 aria-[current=true]:bg-brand aria-[current=true]:text-white"
          >
            {category.name}
          </Link>
        ))}
      </nav>
      <ProductListing categoryId={list.category} list={list} hrefFor={hrefFor} locale={locale} />
    </main>
  )
}
