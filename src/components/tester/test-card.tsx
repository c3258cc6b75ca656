import { getTranslations } from 'next-intl/server'

import { testPhase } from '@/commerce/rules/tester'
import { CmsPicture } from '@/components/content/cms-picture'
import type { TesterTest } from '@/content/tester'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { testHref } from '@/i18n/test-href'

import { TestFacts } from './test-facts'

type Props = { test: TesterTest; taken: number; productName?: string; locale: Locale }

/** A test in the tester programme's list: whether it runs, its facts and the way to it. */
export async function TestCard({ test, taken, productName, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'tester' })
  return (
    <article
      data-testid="tester-test"
      className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm sm:flex-row"
    >
      <CmsPicture
        media={test.cover}
        sizes="(min-width: 640px) 240px, 100vw"
        className="aspect-[4/3] w-full object-cover sm:w-60"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold text-brand">
          {t(`phase.${testPhase(test, new Date())}`)}
        </p>
        <h2 className="text-xl font-bold text-brand-dark">
          <Link href={testHref(test)} className="hover:underline">
            {test.title}
          </Link>
        </h2>
        <TestFacts test={test} taken={taken} productName={productName} locale={locale} />
      </div>
    </article>
  )
}
