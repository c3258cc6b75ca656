import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import { ProductGrid } from '@/components/catalog/product-grid'
import { Pagination } from '@/components/pagination'
import { alternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'

export async function searchMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'search' })
  return {
    title: t('title'),
    robots: { index: false },
    alternates: alternates('/search', {}, locale),
  }
}

type Props = {
  locale: Locale
  /** What was searched (as `searchText` keeps it), or '' for the empty search screen. */
  q: string
  page: number
}

/** Search results with their pages, or the invitation to search when nothing was typed. */
export async function SearchScreen({ locale, q, page }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const result = q ? await commerce.catalog.search({ locale, q, page }) : null
  // A page past the last is no page: each would otherwise become a cached view.
  if (result && page > 1 && page > result.totalPages) notFound()

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
