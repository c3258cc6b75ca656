'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState, useTransition } from 'react'

import { type CartActionResult, removeFromCart, setCartQuantity } from '@/app/actions/cart'
import type { QuantityLimits } from '@/commerce/types'
import { useDebounced } from '@/components/use-debounced'

import { announceCartCount } from '@/components/layout/visitor'

import { useScreenRefresh } from '@/components/shopper/screen-refresh'

type Props = {
  lineId: string
  productName: string
  quantity: number
  limits: QuantityLimits
}

/** A cart line's quantity field (sent when it changes) and its remove button. */
export function LineControls({ lineId, productName, quantity, limits }: Props) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const refresh = useScreenRefresh()
  const id = useId()
  const [pending, startTransition] = useTransition()
  const [problem, setProblem] = useState<string | null>(null)
  const [draft, setDraft] = useState(String(quantity))
  const settled = Number(useDebounced(draft, 600))

  function run(action: () => Promise<CartActionResult>) {
    startTransition(async () => {
      const result = await action()
      setProblem(result.ok ? null : result.message)
      if (result.ok) void announceCartCount(result.itemCount)
      refresh()
    })
  }

  useEffect(() => {
    if (Number.isFinite(settled) && settled > 0 && settled !== quantity)
      run(() => setCartQuantity(locale, lineId, settled))
    // Only a settled new value is sent; `run` and the rest are stable for this line.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex items-center gap-2">
        <input
          type="number"
          aria-label={t('quantityOf', { name: productName })}
          aria-describedby={problem ? `${id}-problem` : undefined}
          min={limits.min}
          max={limits.max}
          step={limits.step}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          className="w-20 rounded border border-neutral-300 px-2 py-1"
        />
        <button
          type="button"
          disabled={pending}
          onClick={() => run(() => removeFromCart(locale, lineId))}
          className="rounded px-2 py-1 text-sm text-red-700 underline disabled:opacity-50"
        >
          {t('remove')}
          <span className="sr-only"> {productName}</span>
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
