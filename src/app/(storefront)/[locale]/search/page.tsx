import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { commerce } from '@/commerce'
import { parseListParams } from '@/commerce/rules/list-params'
import { searchText } from '@/commerce/rules/search-terms'
import { ProductGrid } from '@/components/catalog/product-grid'
import { Pagination } from '@/components/pagination'
import { isLocale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'search' })
  return { title: t('title'), robots: { index: false } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = await searchParams
  const q = searchText(Array.isArray(query.q) ? query.q[0] : query.q)
  const { page } = parseListParams(query)
  const t = await getTranslations('search')
  const result = q ? await commerce.catalog.search({ locale, q, page }) : null

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-dark">
        {q ? t('resultsFor', { q }) : t('title')}
      </h1>
      <div className="mt-6">
        {!result ? (
          <p>{t('enterQuery')}</p>
        ) : result.totalItems === 0 ? (
          <p role="status">{t('noResults', { q })}</p>
        ) : (
          <ProductGrid products={result.items} locale={locale} preloadFirst={2} />
        )}
      </div>
      {result ? (
        <Pagination
          page={result.page}
          totalPages={result.totalPages}
          hrefFor={(next) => ({
            pathname: '/search',
            query: { q, ...(next > 1 ? { page: String(next) } : {}) },
          })}
          locale={locale}
        />
      ) : null}
    </main>
  )
}
