import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { requireCustomer } from '@/auth/require-customer'
import { commerce } from '@/commerce'
import { numberLocale } from '@/commerce/rules/money'
import { productSlug } from '@/commerce/rules/slugs'
import { dateTimeFormat } from '@/i18n/formatters'
import { isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { productHref } from '@/i18n/product-href'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = screenMetadata('accountReviews', '/account/reviews')

/** The customer's own reviews, with whether the shop has approved each yet. */
export default async function AccountReviewsPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const customer = await requireCustomer(locale, '/account/reviews')
  const [screens, t, reviews] = await Promise.all([
    getTranslations('screens'),
    getTranslations('reviews'),
    commerce.reviews.byCustomer(customer.session, locale),
  ])
  const date = dateTimeFormat(numberLocale[locale], { dateStyle: 'long' })
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-dark">{screens('accountReviews')}</h1>
      {reviews.length === 0 ? <p>{t('noneYours')}</p> : null}
      <ul className="space-y-4">
        {reviews.map((review) => (
          <li
            key={review.id}
            data-testid="my-review"
            className="rounded border border-neutral-200 p-4"
          >
            <Link
              href={productHref({ id: review.productId, slug: productSlug(review.productName) })}
              className="font-semibold underline"
            >
              {review.productName}
            </Link>
            <p className="mt-1">
              <span aria-hidden className="text-amber-500">
                {'★'.repeat(review.rating)}
              </span>{' '}
              <strong>{review.title}</strong>
            </p>
            <p className="mt-1 whitespace-pre-line text-neutral-800">{review.text}</p>
            <p className="mt-2 text-sm text-neutral-600">
              {date.format(new Date(review.createdAt))} ·{' '}
              {review.approved ? t('approved') : t('pending')}
            </p>
          </li>
        ))}
      </ul>
    </main>
  )
}
