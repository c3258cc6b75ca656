'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import { placeOrder } from '@/app/actions/checkout'
import type { PaymentOption } from '@/commerce/types'

import { PaymentChoice } from './payment-choice'

type Props = { methods: PaymentOption[]; expectedTotal: number }

/**
 * The payment method and the button that places the order. One key per page view: a double
 * click or a resent request gives the same order.
 */
export function PlaceOrder({ methods, expectedTotal }: Props) {
  const t = useTranslations('checkout')
  const locale = useLocale()
  const router = useRouter()
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
      if (result.ok) router.push(result.href)
      else {
        setProblem(result.message)
        router.refresh()
      }
    })
  }

  return (
    <form action={submit} className="space-y-4">
      <PaymentChoice
        legend={t('paymentTitle')}
        methods={methods}
        value={method}
        onChange={setMethod}
      />
      {problem ? (
        <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded bg-brand px-5 py-3 text-lg font-semibold text-white disabled:opacity-50"
      >
        {pending ? t('placing') : t('placeOrder')}
      </button>
    </form>
  )
}
