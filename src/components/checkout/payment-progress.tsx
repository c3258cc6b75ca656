import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import { mayPayAgain, type PaymentProgress } from '@/commerce/rules/online-payment'
import type { Order, Shopper } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { PayAgain } from './pay-again'

type Props = { order: Order; progress: PaymentProgress; shopper: Shopper; locale: Locale }

const reasons = new Set(['failed', 'canceled', 'expired'])

/** An online payment that is not through (yet): waiting for the bank, or failed and to retry. */
export async function PaymentProgressNotice({ order, progress, shopper, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'checkout.payment' })
  if (progress === 'waiting')
    return (
      <section className="space-y-2" data-testid="payment-waiting">
        <h1 className="text-3xl font-bold text-brand-dark">{t('waitingTitle')}</h1>
        <p>{t('waitingText')}</p>
        <Link
          href={{ pathname: '/checkout/completed/[orderId]', params: { orderId: order.id } }}
          className="inline-block rounded border border-brand px-4 py-2 text-brand"
        >
          {t('refresh')}
        </Link>
      </section>
    )
  const status = order.payment.online?.status ?? ''
  const payable = mayPayAgain({ ...order, online: order.payment.online })
  const methods = payable ? await commerce.checkout.orderPaymentMethods(shopper, order.id) : []
  return (
    <section className="space-y-4" data-testid="payment-failed">
      <h1 className="text-3xl font-bold text-brand-dark">
        {progress === 'failed' ? t('failedTitle') : t('notStartedTitle')}
      </h1>
      <p>{reasons.has(status) ? t(`reasons.${status}`) : t('notStartedText')}</p>
      {payable ? (
        <>
          <p>{t('againText', { number: order.number })}</p>
          <PayAgain orderId={order.id} methods={methods} current={order.payment.method} />
        </>
      ) : null}
    </section>
  )
}
