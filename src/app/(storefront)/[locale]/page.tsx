import { getTranslations, setRequestLocale } from 'next-intl/server'

import { commerce } from '@/commerce'
import { PACKAGES_AND_PROMOS } from '@/commerce/rules/categories'
import { findPage } from '@/content/pages'
import type { Metadata } from 'next'

import { alternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

const claims = ['cutoff', 'deliveryDays', 'pickup', 'guarantee', 'gift'] as const

type Props = { params: Promise<{ locale: string }> }

// The same for every visitor: rendered on the first request per language, then served from
// cache until a change expires its tags (or an hour passes). See docs/adr/0006.
export const revalidate = 3600
export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? { alternates: alternates('/', {}, locale) } : {}
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) return null
  setRequestLocale(locale)

  const [t, page, roots] = await Promise.all([
    getTranslations('home'),
    findPage('home', locale),
    commerce.catalog.rootCategories(locale),
  ])
  const meatTypes = roots.filter((category) => category.id !== PACKAGES_AND_PROMOS)

  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <section id="about" className="scroll-mt-40 space-y-4">
        <p className="text-sm font-semibold tracking-widest text-brand uppercase">{t('eyebrow')}</p>
        <h1 className="text-4xl font-bold text-brand-dark sm:text-5xl">
          {page?.title ?? t('fallbackTitle')}
        </h1>
        {page?.intro ? <p className="max-w-2xl text-lg text-neutral-700">{page.intro}</p> : null}
      </section>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('claimsLabel')}>
        {claims.map((claim) => (
          <li key={claim} className="rounded-lg bg-white p-5 shadow-sm">
            {t(`claims.${claim}`)}
          </li>
        ))}
      </ul>
      <section className="mt-14">
        <h2 className="text-2xl font-semibold text-brand-dark">{t('meatTypes')}</h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {meatTypes.map((category) => (
            <li key={category.id}>
              <Link
                href={{
                  pathname: '/meat-types/[id]/[slug]',
                  params: { id: category.id, slug: category.slug },
                }}
                className="block rounded-lg bg-white p-4 text-center font-semibold shadow-sm hover:bg-brand hover:text-white"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
