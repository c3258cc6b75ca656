import { getTranslations } from 'next-intl/server'

import { type GiftThresholds, giftProgress } from '@/commerce/rules/gift-tiers'
import { formatMoney } from '@/commerce/rules/money'
import type { Money } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

type Props = { subtotal: Money; thresholds: GiftThresholds; locale: Locale }

/** The free-gift note: what the order earns now and what a little more would add. */
export async function GiftNote({ subtotal, thresholds, locale }: Props) {
  const { reached, next } = giftProgress(subtotal, thresholds)
  if (!reached && !next) return null
  const t = await getTranslations({ locale, namespace: 'cart.gift' })
  return (
    <div data-testid="gift-note" className="rounded bg-cream p-3 text-sm text-brand-dark">
      {reached ? <p>{t(`reached.${reached}`)}</p> : null}
      {next ? (
        <p>{t(`next.${next.tier}`, { amount: formatMoney(next.remaining, locale) })}</p>
      ) : null}
    </div>
  )
}
