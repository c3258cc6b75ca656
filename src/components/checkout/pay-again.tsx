'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import { payAgain } from '@/app/actions/pay-again'
import type { PaymentOption } from '@/commerce/types'

import { PaymentForm } from './payment-form'

type Props = { orderId: string; methods: PaymentOption[]; current: string }

/** Another try at paying a placed order: the same or another method, or a bank transfer. */
export function PayAgain({ orderId, methods, current }: Props) {
  const t = useTranslations('checkout.payment')
  const locale = useLocale()
  const router = useRouter()
  const offered = methods.some((option) => option.id === current) ? current : ''
  const [method, setMethod] = useState(offered)
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  function submit() {
    startTransition(async () => {
      const result = await payAgain(locale, orderId, method)
      if (!result.ok) return setProblem(result.message)
      if (result.href.startsWith('/')) {
        router.push(result.href)
        router.refresh()
      } else window.location.assign(result.href)
    })
  }

  return (
    <PaymentForm
      legend={t('chooseAgain')}
      methods={methods}
      method={method}
      onMethod={setMethod}
      problem={problem}
      pending={pending}
      label={t('payNow')}
      pendingLabel={t('starting')}
      onSubmit={submit}
      testId="pay-again"
    />
  )
}
