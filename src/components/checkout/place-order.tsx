'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import { placeOrder } from '@/app/actions/checkout'
import type { PaymentOption } from '@/commerce/types'

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
  const [method, setMethod] = useState(methods.length === 1 ? methods[0].id : '')
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
      <fieldset className="space-y-2">
        <legend className="text-xl font-semibold">{t('paymentTitle')}</legend>
        {methods.map((option) => (
          <label key={option.id} className="flex items-center gap-2">
            <input
              type="radio"
              name="paymentMethod"
              value={option.id}
              checked={method === option.id}
              onChange={() => setMethod(option.id)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
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
