'use client'

import { lazy, Suspense, useId, useState, useTransition } from 'react'

import { addToCart } from '@/app/actions/cart'
import type { QuantityLimits } from '@/commerce/types'
import type { AddedTexts } from '@/components/cart/added-dialog-texts'
import { announceCartCount } from '@/components/layout/visitor'
import type { Locale } from '@/i18n/locales'

// The dialog after adding (and its dialog library) loads when a shopper first adds something:
// it is never part of the page's HTML, so it is not among the scripts the page starts with.
const loadAddedDialog = () => import('@/components/cart/added-dialog')
const AddedDialog = lazy(() =>
  loadAddedDialog().then((module) => ({ default: module.AddedDialog })),
)

type Props = {
  locale: Locale
  productId: number
  limits: QuantityLimits
  inStock: boolean
  /** The quantity's label (in kilograms or pieces) and the button's, made on the server. */
  texts: { quantity: string; addToCart: string }
  added: AddedTexts
}

/** Quantity and the add-to-cart button; a dialog then offers to keep shopping or to order. */
export function AddToCart({ locale, productId, limits, inStock, texts, added: addedTexts }: Props) {
  const id = useId()
  const [pending, startTransition] = useTransition()
  const [problem, setProblem] = useState<string | null>(null)
  const [added, setAdded] = useState(false)

  function submit(form: FormData) {
    const quantity = Number(form.get('quantity'))
    void loadAddedDialog()
    startTransition(async () => {
      const result = await addToCart(locale, productId, quantity)
      if (!result.ok) {
        setProblem(result.message)
        return
      }
      setProblem(null)
      setAdded(true)
      void announceCartCount(result.itemCount)
    })
  }

  return (
    <form className="space-y-3" action={submit}>
      <div className="flex items-end gap-3">
        <label className="flex flex-col text-sm">
          {texts.quantity}
          <input
            type="number"
            name="quantity"
            min={limits.min}
            max={limits.max}
            step={limits.step}
            defaultValue={limits.min}
            required
            disabled={!inStock}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="mt-1 w-24 rounded border border-neutral-300 px-2 py-1.5"
          />
        </label>
        <button
          type="submit"
          disabled={!inStock || pending}
          className="rounded bg-brand px-5 py-2 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          {texts.addToCart}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {added ? (
        <Suspense fallback={null}>
          <AddedDialog open onOpenChange={setAdded} texts={addedTexts} />
        </Suspense>
      ) : null}
    </form>
  )
}
