'use client'

import { useLocale, useTranslations } from 'next-intl'

import { orderAgain } from '@/app/actions/order-again'
import { useCartAction } from '@/components/cart/use-cart-action'
import { Link } from '@/i18n/navigation'

/** "Order again": the order's products back in the cart, and what did not fit, named. */
export function OrderAgain({ orderId }: { orderId: string }) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const { pending, result, submit } = useCartAction(() => orderAgain(locale, orderId))

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
