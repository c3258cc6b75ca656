'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, useTransition } from 'react'

import { type CartCode, setCartCode } from '@/app/actions/cart'

import { useScreenRefresh } from '@/components/shopper/screen-refresh'

type Props = { kind: CartCode; applied: string | null }

/** A code the shopper types in the cart (a discount code or a gift card): apply or remove it. */
export function CodeForm({ kind, applied }: Props) {
  const t = useTranslations('cart.codes')
  const locale = useLocale()
  const refresh = useScreenRefresh()
  const id = useId()
  const [pending, startTransition] = useTransition()
  const [problem, setProblem] = useState<string | null>(null)
  const [code, setCode] = useState('')

  function send(value: string | null) {
    startTransition(async () => {
      const result = await setCartCode(locale, kind, value)
      setProblem(result.ok ? null : result.message)
      if (result.ok) setCode('')
      refresh()
    })
  }

  return (
    <div data-testid={`code-${kind}`} className="space-y-1">
      {applied ? (
        <p className="flex items-center gap-3">
          <span role="status">{t(`${kind}.applied`, { code: applied })}</span>
          <button
            type="button"
            disabled={pending}
            onClick={() => send(null)}
            className="text-sm text-red-700 underline disabled:opacity-50"
          >
            {t('remove')}
          </button>
        </p>
      ) : (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (code.trim()) send(code)
          }}
        >
          <label htmlFor={id} className="flex flex-col text-sm">
            {t(`${kind}.label`)}
            <input
              id={id}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              required
              maxLength={64}
              autoComplete="off"
              aria-describedby={problem ? `${id}-problem` : undefined}
              className="w-48 rounded border border-neutral-300 px-2 py-1 uppercase"
            />
          </label>
          <button
            type="submit"
            disabled={pending}
            className="rounded border border-brand-dark px-3 py-1 text-brand-dark disabled:opacity-50"
          >
            {t('apply')}
          </button>
        </form>
      )}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
