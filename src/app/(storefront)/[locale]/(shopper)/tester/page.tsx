import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { TestCard } from '@/components/tester/test-card'
import { findPage } from '@/content/pages'
import { productsById } from '@/content/products-by-id'
import { placesTaken, publishedTests } from '@/content/tester'
import { alternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

async function heading(locale: Locale) {
  const [page, screens, t] = await Promise.all([
    findPage('tester', locale),
    getTranslations({ locale, namespace: 'screens' }),
    getTranslations({ locale, namespace: 'tester' }),
  ])
  return { title: page?.title || screens('tester'), intro: page?.intro || t('intro') }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const { title, intro } = await heading(locale)
  return { title, description: intro, alternates: alternates('/tester', {}, locale) }
}

/** The tester programme: every published test, the latest first, with the places still free. */
export default async function TesterPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  // Rendered per request: the places left are counted live.
  await connection()
  const [{ title, intro }, tests, t] = await Promise.all([
    heading(locale),
    publishedTests(locale),
    getTranslations('tester'),
  ])
  const [taken, products] = await Promise.all([
    Promise.all(tests.map((test) => placesTaken(test.id))),
    productsById(
      tests.flatMap((test) => (test.productId ? [test.productId] : [])),
      locale,
    ),
  ])
  const productName = (id?: number | null) => products.find((product) => product.id === id)?.name
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-dark">{title}</h1>
      <p className="mt-4 whitespace-pre-line text-neutral-700">{intro}</p>
      {tests.length === 0 ? <p className="mt-8">{t('none')}</p> : null}
      <ul className="mt-8 space-y-6">
        {tests.map((test, index) => (
          <li key={test.id}>
            <TestCard
              test={test}
              taken={taken[index]}
              productName={productName(test.productId)}
              locale={locale}
            />
          </li>
        ))}
      </ul>
    </main>
  )
}
