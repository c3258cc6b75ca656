import type { ComponentProps } from 'react'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

type Href = ComponentProps<typeof Link>['href']
type Props = { page: number; totalPages: number; hrefFor: (page: number) => Href; locale: Locale }

export async function Pagination({ page, totalPages, hrefFor, locale }: Props) {
  if (totalPages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'pagination' })
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1)
  const item = 'rounded px-3 py-1.5'
  return (
    <nav aria-label={t('label')} className="mt-8 flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={`${item} bg-white`}>
          {t('previous')}
        </Link>
      ) : null}
      {pages.map((number) =>
        number === page ? (
          <span key={number} aria-current="page" className={`${item} bg-brand text-white`}>
            <span className="sr-only">{t('current', { page, total: totalPages })}</span>
            <span aria-hidden>{number}</span>
          </span>
        ) : (
          <Link
            key={number}
            href={hrefFor(number)}
            className={`${item} bg-white`}
            aria-label={t('page', { page: number })}
          >
            {number}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={`${item} bg-white`}>
          {t('next')}
        </Link>
      ) : null}
    </nav>
  )
}
