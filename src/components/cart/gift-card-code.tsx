'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, useTransition } from 'react'

import { setGiftCardCode } from '@/app/actions/cart'

/** The gift voucher code in the cart: enter one, or take the entered one away. */
export function GiftCardCode({ code }: { code: string | null }) {
  const t = useTranslations('cart.giftCard')
  const locale = useLocale()
  const router = useRouter()
  const id = useId()
  const [pending, startTransition] = useTransition()
  const [problem, setProblem] = useState<string | null>(null)

  function send(next: string | null) {
    startTransition(async () => {
      const result = await setGiftCardCode(locale, next)
      setProblem(result.ok ? null : result.message)
      if (result.ok) router.refresh()
    })
  }

  if (code)
    return (
      <p className="ml-auto flex max-w-sm items-center justify-end gap-3 text-sm">
        <span>{t('used', { code })}</span>
        <button
          type="button"
          disabled={pending}
          onClick={() => send(null)}
          className="underline disabled:opacity-50"
        >
          {t('remove')}
        </button>
      </p>
    )
  return (
    <form
      className="ml-auto max-w-sm space-y-1"
      action={(form) => send(String(form.get('code') ?? ''))}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        {t('label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="code"
          required
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          className="w-full rounded border border-neutral-300 px-3 py-1.5 uppercase"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded border border-brand px-4 py-1.5 font-semibold text-brand disabled:opacity-50"
        >
          {t('apply')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  )
}
