import { getTranslations } from 'next-intl/server'

import { placesLeft } from '@/commerce/rules/tester'
import type { Locale } from '@/i18n/locales'

import { formatPeriod } from './test-dates'

type Props = {
  test: { startsOn: string; endsOn: string; places: number }
  taken: number
  /** The product's name, where the page shows no card of it. */
  productName?: string
  locale: Locale
}

/** A test's period, the places still free and, on the list, the product it is about. */
export async function TestFacts({ test, taken, productName, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'tester' })
  const left = placesLeft(test.places, taken)
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-semibold">{t('period')}</dt>
      <dd>{formatPeriod(test, locale)}</dd>
      <dt className="font-semibold">{t('places')}</dt>
      <dd data-testid="places-left">
        {left > 0 ? t('placesLeft', { left, places: test.places }) : t('full')}
      </dd>
      {productName ? (
        <>
          <dt className="font-semibold">{t('product')}</dt>
          <dd>{productName}</dd>
        </>
      ) : null}
    </dl>
  )
}
