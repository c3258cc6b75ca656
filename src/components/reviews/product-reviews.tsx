import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import type { Locale } from '@/i18n/locales'
import { getPathname, Link } from '@/i18n/navigation'
import { currentCustomer } from '@/lib/customer-session'
import { productHref } from '@/i18n/product-href'

import { ReviewList } from './review-list'
import { WriteReview } from './write-review'

type Props = { product: { id: number; name: string; slug: string }; locale: Locale }

/** The product page's reviews, and the way to write one (registered customers only). */
export async function ProductReviews({ product, locale }: Props) {
  const [t, page, customer] = await Promise.all([
    getTranslations({ locale, namespace: 'reviews' }),
    commerce.reviews.forProduct(product.id),
    currentCustomer(),
  ])
  const own = customer ? await commerce.reviews.own(customer.session, product.id) : null
  const here = getPathname({
    href: productHref(product),
    locale,
  })
  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <h2 id="reviews-title" className="text-2xl font-bold text-brand-dark">
        {t('heading')}
      </h2>
      {page.items.length > 0 ? (
        <ReviewList reviews={page.items} locale={locale} />
      ) : (
        <p className="text-neutral-600">{t('none')}</p>
      )}
      {customer ? (
        <WriteReview
          productId={product.id}
          productName={product.name}
          own={own && { title: own.title, text: own.text, rating: own.rating }}
        />
      ) : (
        <p className="text-sm">
          {t('registeredOnly')}{' '}
          <Link
            href={{ pathname: '/login', query: { redirect: here } }}
            className="font-semibold underline"
          >
            {t('signInToWrite')}
          </Link>
        </p>
      )}
    </section>
  )
}
