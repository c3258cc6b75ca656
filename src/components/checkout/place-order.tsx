'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import { placeOrder } from '@/app/actions/checkout'
import type { PaymentOption } from '@/commerce/types'
import { announceCartCount } from '@/components/layout/visitor'
import { useScreenRefresh } from '@/components/shopper/screen-refresh'

import { PaymentForm } from './payment-form'

type Props = { methods: PaymentOption[]; expectedTotal: number }

/**
 * The payment method and the button that places the order. One key per page view: a double
 * click or a resent request gives the same order.
 */
export function PlaceOrder({ methods, expectedTotal }: Props) {
  const t = useTranslations('checkout')
  const locale = useLocale()
  const router = useRouter()
  const refresh = useScreenRefresh()
  const [attempt] = useState(() => crypto.randomUUID())
  // The only way offered, else the shop's own bank transfer, is chosen until the shopper picks.
  const [method, setMethod] = useState(
    methods.length === 1
      ? methods[0].id
      : methods.some((option) => option.id === 'banktransfer')
        ? 'banktransfer'
        : '',
  )
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  function submit() {
    startTransition(async () => {
      const result = await placeOrder(locale, method, attempt, expectedTotal)
      if (result.ok) {
        // The order emptied the cart: the header's badge says so on the next page already.
        void announceCartCount(0)
        router.push(result.href)
      } else {
        setProblem(result.message)
        if (!result.stay) refresh()
      }
    })
  }

  return (
    <PaymentForm
      legend={t('paymentTitle')}
      methods={methods}
      method={method}
      onMethod={setMethod}
      problem={problem}
      pending={pending}
      label={t('placeOrder')}
      pendingLabel={t('placing')}
      onSubmit={submit}
    />
  )
}
