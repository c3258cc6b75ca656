import { useTranslations } from 'next-intl'

import { formatMoney } from '@/commerce/rules/money'
import type { Cart } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

type Props = { cart: Pick<Cart, 'gift' | 'nextGift'>; locale: Locale }

/** The free-gift note: the gift the order earns now and what a little more would add. */
export function GiftNote({ cart: { gift, nextGift }, locale }: Props) {
  const t = useTranslations('cart.gift')
  if (!gift && !nextGift) return null
  const nextNote = nextGift?.freeDelivery ? 'freeDelivery' : gift ? 'better' : 'first'
  return (
    <div data-testid="gift-note" className="space-y-1 rounded bg-cream p-3 text-sm text-brand-dark">
      {gift ? (
        <p data-testid="gift-reached">
          {t(gift.freeDelivery ? 'reached.freeDelivery' : 'reached.gift', { gift: gift.name })}
        </p>
      ) : null}
      {nextGift ? (
        <p data-testid="gift-next">
          {t(`next.${nextNote}`, {
            amount: formatMoney(nextGift.remaining, locale),
            gift: nextGift.name,
          })}
        </p>
      ) : null}
    </div>
  )
}
