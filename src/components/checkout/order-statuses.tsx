import { useTranslations } from 'next-intl'

import type { OrderSummary } from '@/commerce/types'

/** Where the order stands, how far its payment is, and its delivery: three separate lines. */
export function OrderStatuses({ order }: { order: OrderSummary }) {
  const t = useTranslations('orders')
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm" data-testid="order-statuses">
      <dt>{t('status')}</dt>
      <dd>{t(`statuses.${order.status}`)}</dd>
      <dt>{t('payment')}</dt>
      <dd>{t(`paymentStatuses.${order.paymentStatus}`)}</dd>
      <dt>{t('shipping')}</dt>
      <dd>{t(`shippingStatuses.${order.shippingStatus}`)}</dd>
    </dl>
  )
}
