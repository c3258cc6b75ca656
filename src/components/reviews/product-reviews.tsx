import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import { pageLanguageFirst } from '@/commerce/rules/review-order'
import { messagesFor, reviewNamespaces } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { productHref } from '@/i18n/product-href'
import { textsOf } from '@/i18n/texts'

import { ReviewList } from './review-list'
import { ReviewWriter } from './review-writer'

type Props = { product: { id: number; name: string; slug: string }; locale: Locale }

/** The product page's approved reviews, its language's first, and the way to write one (registered customers only). */
export async function ProductReviews({ product, locale }: Props) {
  const [t, page, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'reviews' }),
    commerce.reviews.forProduct(product.id),
    messagesFor(reviewNamespaces),
  ])
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
        <ReviewList reviews={pageLanguageFirst(page.items, locale)} locale={locale} />
      ) : (
        <p className="text-neutral-600">{t('none')}</p>
      )}
      <ReviewWriter
        locale={locale}
        messages={messages}
        texts={textsOf(t, ['registeredOnly', 'signInToWrite'])}
        productId={product.id}
        productName={product.name}
        signInHref={getPathname({
          href: { pathname: '/login', query: { redirect: here } },
          locale,
        })}
      />
    </section>
  )
}
