'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import { acceptTerms, type CartActionResult, chooseDelivery } from '@/app/actions/cart'
import { numberLocale } from '@/commerce/rules/money'
import type { DeliveryMethod } from '@/commerce/types'
import { type ClosingDay, closingDaysAmong } from '@/content/closing-days-shown'
import { dateTimeFormat } from '@/i18n/formatters'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { useScreenRefresh } from '@/components/shopper/screen-refresh'

export type DeliveryChoiceProps = {
  method: DeliveryMethod
  date: string | null
  termsAccepted: boolean
  dates: Record<DeliveryMethod, string[]>
  /** The owner's closing days and why: those the date list skips are named below it. */
  closings: ClosingDay[]
  /** What each method means in practice: the order cut-off, the pickup address and hours. */
  about: Record<DeliveryMethod, string>
  /** How to pick up the same day (by phone, before a time): shown with the pickup dates. */
  sameDayPickup: string
  /** Gift vouchers only: e-mailed, so there is no method or date to choose, only the terms. */
  vouchersOnly: boolean
}

/** Delivery or pickup, the date, the terms; the way to checkout opens when all are chosen. */
export function DeliveryChoice({
  dates,
  closings,
  about,
  sameDayPickup,
  vouchersOnly,
  ...saved
}: DeliveryChoiceProps) {
  const t = useTranslations('cart')
  const locale = useLocale() as Locale
  const refresh = useScreenRefresh()
  const [pending, startTransition] = useTransition()
  const [problem, setProblem] = useState<string | null>(null)
  // Shown at once; put back as saved when the server refuses the change.
  const [choice, setChoice] = useState(saved)
  const { method, date, termsAccepted } = choice
  const longDate = dateTimeFormat(numberLocale[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })

  function change(next: Partial<typeof saved>, action: () => Promise<CartActionResult>) {
    const before = choice
    setChoice({ ...choice, ...next })
    startTransition(async () => {
      const result = await action()
      setProblem(result.ok ? null : result.message)
      if (!result.ok) setChoice(before)
      refresh()
    })
  }

  const hints = [
    date || vouchersOnly ? null : t(method === 'pickup' ? 'hintPickupDate' : 'hintDate'),
    termsAccepted ? null : t('hintTerms'),
  ].filter((hint): hint is string => hint !== null)

  return (
    <section
      aria-labelledby="delivery-title"
      className="space-y-4 rounded border border-neutral-200 p-4"
    >
      <h2 id="delivery-title" className="text-lg font-bold">
        {vouchersOnly ? t('vouchersOnly.title') : t('deliveryTitle')}
      </h2>
      {vouchersOnly ? (
        <p className="text-sm text-neutral-700" data-testid="delivery-hint">
          {t('vouchersOnly.text')}
        </p>
      ) : (
        <>
          <fieldset className="flex flex-wrap gap-6" disabled={pending}>
            <legend className="sr-only">{t('deliveryTitle')}</legend>
            {(['delivery', 'pickup'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="delivery-method"
                  checked={method === option}
                  onChange={() =>
                    change({ method: option, date: null }, () =>
                      chooseDelivery(locale, option, null),
                    )
                  }
                />
                {t(`methods.${option}`)}
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-neutral-700" data-testid="delivery-hint">
            {about[method]}
          </p>
          <label className="block text-sm font-medium">
            {method === 'pickup' ? t('pickupDate') : t('deliveryDate')}
            <select
              value={date ?? ''}
              disabled={pending}
              onChange={(event) => {
                const day = event.currentTarget.value || null
                change({ date: day }, () => chooseDelivery(locale, method, day))
              }}
              className="mt-1 block w-full max-w-xs rounded border border-neutral-300 px-3 py-2"
            >
              <option value="">{t('chooseDate')}</option>
              {dates[method].map((day) => (
                <option key={day} value={day}>
                  {longDate.format(new Date(`${day}T00:00:00Z`))}
                </option>
              ))}
            </select>
          </label>
          <ClosingDays closings={closingDaysAmong(closings, dates[method])} format={longDate} />
          {method === 'pickup' ? (
            <p className="text-sm text-neutral-700" data-testid="same-day-pickup">
              {sameDayPickup}
            </p>
          ) : null}
        </>
      )}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={termsAccepted}
          disabled={pending}
          onChange={(event) => {
            const accepted = event.currentTarget.checked
            change({ termsAccepted: accepted }, () => acceptTerms(locale, accepted))
          }}
          className="mt-1 h-4 w-4"
        />
        <span>
          {t.rich('acceptTerms', {
            terms: (text) => (
              <Link href="/terms-and-conditions" target="_blank" className="underline">
                {text}
              </Link>
            ),
          })}
        </span>
      </label>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {hints.length > 0 ? (
          <ul id="checkout-hints" className="text-sm text-neutral-600">
            {hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        ) : null}
        {hints.length > 0 ? (
          <button
            type="button"
            disabled
            aria-describedby="checkout-hints"
            className="cursor-not-allowed rounded bg-brand px-5 py-2 font-semibold text-white opacity-50"
          >
            {t('toCheckout')}
          </button>
        ) : (
          <Link href="/checkout" className="rounded bg-brand px-5 py-2 font-semibold text-white">
            {t('toCheckout')}
          </Link>
        )}
      </div>
    </section>
  )
}

/** Why the list skips a day: "Gesloten op vrijdag 25 december: Kerstmis". */
function ClosingDays({
  closings,
  format,
}: {
  closings: ClosingDay[]
  format: Intl.DateTimeFormat
}) {
  const t = useTranslations('cart')
  if (closings.length === 0) return null
  return (
    <ul className="space-y-1 text-sm text-neutral-700" data-testid="closing-days">
      {closings.map(({ day, reason }) => (
        <li key={day}>
          {t('closedOn', { date: format.format(new Date(`${day}T00:00:00Z`)), reason })}
        </li>
      ))}
    </ul>
  )
}
