import type { ComponentProps } from 'react'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import type { ListParams } from '@/commerce/rules/list-params'
import { commerce } from '@/commerce'
import type { Locale } from '@/i18n/locales'
import type { Link } from '@/i18n/navigation'

import { Pagination } from '../pagination'
import { ListControls } from './list-controls'
import { ProductGrid } from './product-grid'

type Props = {
  categoryId?: number
  list: ListParams
  hrefFor: (params: ListParams) => ComponentProps<typeof Link>['href']
  locale: Locale
}

/** Filters, result count, product grid and pagination of a product list screen. */
export async function ProductListing({ categoryId, list, hrefFor, locale }: Props) {
  const [t, result, facets] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog' }),
    commerce.catalog.products({
      locale,
      categoryId,
      tagSlugs: list.tags,
      breedSlug: list.breed,
      sort: list.sort,
      page: list.page,
    }),
    commerce.catalog.facets({ locale, categoryId }),
  ])
  // A page past the last is no page: each would otherwise become a cached view.
  if (list.page > 1 && list.page > result.totalPages) notFound()
  return (
    <>
      <div className="mt-6">
        <ListControls params={list} facets={facets} hrefFor={hrefFor} locale={locale} />
      </div>
      <p className="mt-6 text-sm text-neutral-600" role="status">
        {t('resultCount', { count: result.totalItems })}
      </p>
      <div className="mt-4">
        <ProductGrid products={result.items} locale={locale} preloadFirst={2} />
      </div>
      <Pagination
        page={result.page}
        totalPages={result.totalPages}
        hrefFor={(page) => hrefFor({ ...list, page })}
        locale={locale}
      />
    </>
  )
}
