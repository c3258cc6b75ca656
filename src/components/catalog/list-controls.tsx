import type { ComponentProps } from 'react'
import { getTranslations } from 'next-intl/server'

import type { ListParams } from '@/commerce/rules/list-params'
import type { ProductFacets, ProductSort } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

type Href = ComponentProps<typeof Link>['href']
type Props = {
  params: ListParams
  facets: ProductFacets
  hrefFor: (params: ListParams) => Href
  locale: Locale
  showTags?: boolean
}

const sortKeys: Record<ProductSort, string> = {
  relevance: 'sortName',
  name: 'sortName',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  newest: 'sortNewest',
}

function Choice({
  href,
  active,
  children,
}: {
  href: Href
  active: boolean
  children: React.ReactNode
}) {
  return (
    <Link
      href={href}
      aria-current={active ? 'true' : undefined}
      className={`rounded-full border px-3 py-1 text-sm ${active ? 'border-brand bg-brand text-white' : 'border-neutral-300 bg-white'}`}
    >
      {children}
    </Link>
  )
}

/** Breed, tag and sort choices as plain links: they work without JavaScript and can be shared. */
export async function ListControls({ params, facets, hrefFor, locale, showTags = true }: Props) {
  const t = await getTranslations({ locale, namespace: 'catalog' })
  const reset = { ...params, page: 1 }
  const toggleTag = (slug: string) =>
    params.tags.includes(slug) ? params.tags.filter((tag) => tag !== slug) : [...params.tags, slug]

  return (
    <div className="space-y-4" aria-label={t('filtersLabel')} role="group">
      {facets.breeds.length > 0 ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('breeds')}</legend>
          <Choice href={hrefFor({ ...reset, breed: undefined })} active={!params.breed}>
            {t('allBreeds')}
          </Choice>
          {facets.breeds.map((breed) => (
            <Choice
              key={breed.slug}
              href={hrefFor({ ...reset, breed: breed.slug })}
              active={params.breed === breed.slug}
            >
              {breed.name}
            </Choice>
          ))}
        </fieldset>
      ) : null}
      {showTags && facets.tags.length > 0 ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('tags')}</legend>
          {facets.tags.map((tag) => (
            <Choice
              key={tag.slug}
              href={hrefFor({ ...reset, tags: toggleTag(tag.slug) })}
              active={params.tags.includes(tag.slug)}
            >
              {tag.name}
            </Choice>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('sort')}</legend>
        {(['name', 'price-asc', 'price-desc', 'newest'] as const).map((sort) => (
          <Choice key={sort} href={hrefFor({ ...reset, sort })} active={params.sort === sort}>
            {t(sortKeys[sort])}
          </Choice>
        ))}
      </fieldset>
    </div>
  )
}
