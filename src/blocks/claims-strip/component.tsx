import { getTranslations } from 'next-intl/server'

import { euros, formatMoney } from '@/commerce/rules/money'
import { clockText, weekdayList, weekdaySpan } from '@/content/claim-texts'
import { shopClaims } from '@/content/claims'
import type { ClaimsStripBlock } from '@/payload-types'

import type { BlockProps } from '../shared/block-props'

/** The shop's promises, worded from the settings the cart and calendar use. */
export async function ClaimsStripBlockView({ block, locale, first }: BlockProps<ClaimsStripBlock>) {
  const [t, claims] = await Promise.all([
    getTranslations({ locale, namespace: 'blocks.claims' }),
    shopClaims(),
  ])
  const hours = {
    from: clockText(claims.deliveryFrom, locale),
    until: clockText(claims.deliveryUntil, locale),
  }
  const span = weekdaySpan(claims.deliveryWeekdays, locale)
  const lines = [
    t('cutoff', { time: clockText(claims.orderCutoff, locale) }),
    span
      ? t('deliveryDays', { ...span, ...hours })
      : t('deliveryDayList', { days: weekdayList(claims.deliveryWeekdays, locale), ...hours }),
    t('pickup'),
    t('guarantee'),
    ...(claims.giftFromCents
      ? [
          t('gift', {
            amount: formatMoney(euros(claims.giftFromCents), locale).replace(/[.,]00(?=\D*$)/, ''),
          }),
        ]
      : []),
  ]
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <Heading className={block.heading ? 'mb-4 text-2xl font-bold text-brand-dark' : 'sr-only'}>
        {block.heading || t('label')}
      </Heading>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {lines.map((line) => (
          <li key={line} className="rounded-lg bg-white p-4 text-sm font-medium shadow-sm">
            {line}
          </li>
        ))}
      </ul>
    </section>
  )
}
