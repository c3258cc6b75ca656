import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { commerce } from '@/commerce'
import { formatMoney } from '@/commerce/rules/money'
import { addedDialogTexts } from '@/components/cart/added-dialog-texts'
import { AddToCart } from '@/components/catalog/add-to-cart'
import { Gallery } from '@/components/catalog/gallery'
import { galleryPictures } from '@/components/catalog/picture'
import { LazyGiftVoucherForm } from '@/components/catalog/gift-voucher-form-lazy'
import { PriceTag } from '@/components/catalog/price-tag'
import { ProductGrid } from '@/components/catalog/product-grid'
import { ProductJsonLd } from '@/components/catalog/product-json-ld'
import { ReviewStars } from '@/components/catalog/review-stars'
import { ProductReviews } from '@/components/reviews/product-reviews'
import { alternates } from '@/i18n/alternates'
import { idAndSlugByLocale, idFromPath, keepSlugCanonical } from '@/i18n/canonical'
import { giftVoucherNamespaces, messagesFor } from '@/i18n/client-messages'
import { isLocale, type Locale } from '@/i18n/locales'
import { getPathname, Link } from '@/i18n/navigation'
import { requestOrigin } from '@/lib/request-origin'
import { productHref } from '@/i18n/product-href'

type Props = { params: Promise<{ locale: string; id: string; slug: string }> }

// The same for every visitor: rendered on the first request, then served from cache until the
// product's tag expires (or an hour passes). See docs/adr/0006.
export const revalidate = 3600
export const generateStaticParams = () => []

async function load(params: Props['params']) {
  const { locale, id, slug } = await params
  if (!isLocale(locale)) notFound()
  const product = await commerce.catalog.product(idFromPath(id), locale)
  if (!product) notFound()
  const href = productHref(product)
  return { locale: locale as Locale, product, slug, href }
}

const paramsByLanguage = (product: { id: number; slug: string }) =>
  idAndSlugByLocale(product, (language) => commerce.catalog.product(product.id, language))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product, locale } = await load(params)
  const languages = await paramsByLanguage(product)
  return {
    title: product.name,
    description: product.shortDescription ?? undefined,
    alternates: alternates('/meat/[id]/[slug]', (language) => languages[language], locale),
  }
}

export default async function ProductPage({ params }: Props) {
  const { locale, product, slug, href } = await load(params)
  setRequestLocale(locale)
  keepSlugCanonical(slug, product.slug, href, locale)
  const [t, added, voucherMessages] = await Promise.all([
    getTranslations('product'),
    addedDialogTexts(locale, product.name),
    product.giftCard ? messagesFor(giftVoucherNamespaces) : null,
  ])
  const pictures = galleryPictures(product.images)
  const url = `${await requestOrigin()}${getPathname({ href, locale })}`
  const sections = [
    ['description', product.description],
    ['preparation', product.preparation],
    ['extraInfo', product.extraInfo],
    ['storageAdvice', product.storageAdvice],
  ] as const

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <ProductJsonLd product={product} url={url} />
      <div className="grid gap-8 lg:grid-cols-2">
        <Gallery
          pictures={pictures}
          texts={{
            gallery: t('gallery', { name: product.name }),
            showPicture: pictures.map((_, index) => t('showPicture', { number: index + 1 })),
          }}
        />
        <div className="space-y-5">
          <h1 className="text-3xl font-bold text-brand-dark">{product.name}</h1>
          {product.shortDescription ? (
            <p className="text-neutral-700">{product.shortDescription}</p>
          ) : null}
          <ReviewStars summary={product.reviews} locale={locale} />
          <PriceTag product={product} locale={locale} size="lg" />
          {product.giftCard ? (
            <p>{t('giftCard', { amount: formatMoney(product.giftCard.amount, locale) })}</p>
          ) : null}
          {!product.stock.inStock ? (
            <p role="status" className="font-semibold text-red-700">
              {(await getTranslations('catalog'))('outOfStock')}
            </p>
          ) : null}
          {voucherMessages ? (
            <LazyGiftVoucherForm
              locale={locale}
              messages={voucherMessages}
              productId={product.id}
              inStock={product.stock.inStock}
              added={added}
            />
          ) : (
            <AddToCart
              locale={locale}
              productId={product.id}
              limits={product.quantityLimits}
              inStock={product.stock.inStock}
              texts={{
                quantity: t(product.unit === 'kg' ? 'quantityKg' : 'quantity'),
                addToCart: t('addToCart'),
              }}
              added={added}
            />
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {product.breed ? (
              <>
                <dt className="font-semibold">{t('breed')}</dt>
                <dd>{product.breed.name}</dd>
              </>
            ) : null}
            {product.tags.length ? (
              <>
                <dt className="font-semibold">{t('tags')}</dt>
                <dd className="flex flex-wrap gap-2">
                  {product.tags.map((tag) => (
                    <Link
                      key={tag.slug}
                      href={{ pathname: '/products', query: { tag: tag.slug } }}
                      className="underline"
                    >
                      {tag.name}
                    </Link>
                  ))}
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {sections.map(([key, text]) =>
          text ? (
            <section key={key} className="rounded-lg bg-white p-5 shadow-sm">
              <h2 className="mb-2 text-lg font-semibold">{t(key)}</h2>
              <p className="whitespace-pre-line text-neutral-700">{text}</p>
            </section>
          ) : null,
        )}
      </div>
      <div className="mt-12">
        <ProductReviews product={product} locale={locale} />
      </div>
      {product.related.length ? (
        <section className="mt-12">
          <h2 className="mb-4 text-2xl font-semibold">{t('related')}</h2>
          <ProductGrid products={product.related} locale={locale} headingLevel={3} />
        </section>
      ) : null}
    </main>
  )
}
