'use client'

import { useLocale, useTranslations } from 'next-intl'

import { addProductsToCart } from '@/app/actions/cart'
import { useCartAction } from '@/components/cart/use-cart-action'
import { Link } from '@/i18n/navigation'

/** "Add these to my cart": each of a recipe's products in stock, once, in its smallest quantity. */
export function AddRecipeToCart({ productIds }: { productIds: number[] }) {
  const t = useTranslations('posts')
  const cart = useTranslations('cart')
  const locale = useLocale()
  const { pending, result, submit } = useCartAction(() => addProductsToCart(locale, productIds))

  return (
    <form action={submit} className="mt-6 space-y-3">
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-brand px-5 py-2 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
      >
        {t('addAllToCart')}
      </button>
      <div role="status">
        {result?.ok ? (
          <p className="text-sm text-green-800">
            {t('addedAll')}{' '}
            <Link href="/shopping-cart" className="font-semibold underline">
              {cart('goToCart')}
            </Link>
          </p>
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
