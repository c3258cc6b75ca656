'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import { orderAgain, type OrderAgainResult } from '@/app/actions/order-again'
import { announceCartCount } from '@/components/layout/visitor'
import { Link } from '@/i18n/navigation'

/** "Order again": the order's products back in the cart, and what did not fit, named. */
export function OrderAgain({ orderId }: { orderId: string }) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const [pending, startTransition] = useTransition()
  const [result, setResult] = useState<OrderAgainResult | null>(null)

  function submit() {
    startTransition(async () => {
      const answer = await orderAgain(locale, orderId)
      setResult(answer)
      if (answer.ok) void announceCartCount(answer.itemCount)
    })
  }

  return (
    <form action={submit} className="space-y-2" data-testid="order-again">
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
      >
        {t('orderAgain.button')}
      </button>
      <div role="status">
        {result?.ok ? (
          <div className="text-sm">
            <p>
              {result.summary}{' '}
              <Link href="/shopping-cart" className="font-semibold underline">
                {t('goToCart')}
              </Link>
            </p>
            {result.notes.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 text-amber-900">
                {result.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      {result && !result.ok ? (
        <p role="alert" className="text-sm text-red-700">
          {result.message}
        </p>
      ) : null}
    </form>
  )
}
