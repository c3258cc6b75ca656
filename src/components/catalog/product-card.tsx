import { getTranslations } from 'next-intl/server'

import type { ProductSummary } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { productHref } from '@/i18n/product-href'

import { Picture } from './picture'
import { PriceTag } from './price-tag'

import { PICTURE_QUALITY } from './picture-quality'

export const PRODUCT_CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'

export async function ProductCard({
  product,
  locale,
  headingLevel = 2,
  preload = false,
}: {
  product: ProductSummary
  locale: Locale
  headingLevel?: 2 | 3
  preload?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'catalog' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm">
      <Link href={productHref(product)} className="group flex flex-1 flex-col">
        {product.image ? (
          <Picture
            src={product.image.url}
            alt={product.image.alt}
            width={product.image.width}
            height={product.image.height}
            sizes={PRODUCT_CARD_SIZES}
            quality={PICTURE_QUALITY}
            preload={preload}
            fetchPriority={preload ? 'high' : undefined}
            className="aspect-[4/3] w-full object-cover"
          />
        ) : (
          <div className="aspect-[4/3] w-full bg-neutral-100" />
        )}
        <div className="flex flex-1 flex-col gap-2 p-4">
          <Heading className="font-semibold group-hover:underline">{product.name}</Heading>
          <PriceTag product={product} locale={locale} />
          {!product.inStock ? <p className="text-sm text-red-700">{t('outOfStock')}</p> : null}
        </div>
      </Link>
    </article>
  )
}
