'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import type { SaleUnit } from '@/commerce/types'

type Props = { unit: SaleUnit; inStock: boolean; orderingAvailable: boolean }

/** Quantity and the add-to-cart button; where ordering is not possible, it says so plainly. */
export function AddToCart({ unit, inStock, orderingAvailable }: Props) {
  const t = useTranslations('product')
  const id = useId()
  const noticeId = `${id}-notice`
  const disabled = !orderingAvailable || !inStock
  return (
    <form className="space-y-3" onSubmit={(event) => event.preventDefault()}>
      <div className="flex items-end gap-3">
        <label className="flex flex-col text-sm">
          {unit === 'kg' ? t('quantityKg') : t('quantity')}
          <input
            type="number"
            name="quantity"
            min={unit === 'kg' ? 0.5 : 1}
            step={unit === 'kg' ? 0.5 : 1}
            defaultValue={1}
            disabled={disabled}
            className="mt-1 w-24 rounded border border-neutral-300 px-2 py-1.5"
          />
        </label>
        <button
          type="submit"
          disabled={disabled}
          aria-describedby={orderingAvailable ? undefined : noticeId}
          className="rounded bg-brand px-5 py-2 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('addToCart')}
        </button>
      </div>
      {orderingAvailable ? null : (
        <p id={noticeId} className="rounded bg-amber-50 p-3 text-sm text-amber-900">
          {t('cartUnavailable')}
        </p>
      )}
    </form>
  )
}
