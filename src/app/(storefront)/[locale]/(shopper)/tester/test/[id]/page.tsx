import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ProductCard } from '@/components/catalog/product-card'
import { CmsPicture } from '@/components/content/cms-picture'
import { RichText } from '@/components/content/rich-text'
import { TestApplication } from '@/components/tester/test-application'
import { TestFacts } from '@/components/tester/test-facts'
import { productsById } from '@/content/products-by-id'
import { placesTaken, publishedTest } from '@/content/tester'
import { alternates } from '@/i18n/alternates'
import { idFromPath } from '@/i18n/canonical'
import { isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

type Props = { params: Promise<{ locale: string; id: string }> }

async function load(params: Props['params']) {
  const { locale, id } = await params
  if (!isLocale(locale)) notFound()
  const test = await publishedTest(idFromPath(id), locale)
  if (!test) notFound()
  return { locale, test }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, test } = await load(params)
  return { title: test.title, alternates: alternates('/tester/test/[id]', { id: test.id }, locale) }
}

/** One test: what it is about, the product, its period and places, and the way to apply. */
export default async function TestPage({ params }: Props) {
  const { locale, test } = await load(params)
  setRequestLocale(locale)
  const [t, taken, products] = await Promise.all([
    getTranslations('tester'),
    placesTaken(test.id),
    productsById(test.productId ? [test.productId] : [], locale),
  ])
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      <Link href="/tester" className="text-sm underline">
        {t('allTests')}
      </Link>
      <h1 className="text-3xl font-bold text-brand-dark">{test.title}</h1>
      <CmsPicture
        media={test.cover}
        sizes="(min-width: 768px) 720px, 100vw"
        className="h-auto w-full rounded-lg"
        priority
      />
      <TestFacts test={test} taken={taken} locale={locale} />
      <RichText data={test.description} locale={locale} />
      {products.length > 0 ? (
        <section aria-labelledby="product-title" className="space-y-4">
          <h2 id="product-title" className="text-2xl font-bold text-brand-dark">
            {t('product')}
          </h2>
          <div className="flex max-w-xs">
            <ProductCard product={products[0]} locale={locale} headingLevel={3} />
          </div>
        </section>
      ) : null}
      <TestApplication test={test} taken={taken} locale={locale} />
    </main>
  )
}
