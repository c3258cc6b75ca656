'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { handoverOf } from '@/commerce/rules/handover'
import { OwnReadPending } from '@/components/shopper/own-read-pending'
import { ScreenRefresh } from '@/components/shopper/screen-refresh'
import { useOwnRead } from '@/components/shopper/use-own-read'
import type { Locale } from '@/i18n/locales'

import type { CheckoutScreenData } from './checkout-screen-data'
import { ConfirmOrder } from './confirm-order'
import { DetailsFormView } from './details-form'

const titleClass = 'text-3xl font-bold text-brand-dark'

/**
 * Checkout's own part: the shopper's details, then confirming and paying, read after the page
 * (the same for everybody) has loaded and again after each change its forms make. A cart that is
 * not ready goes back to the cart; a visitor who has not chosen to go on as a guest, to sign in.
 */
export function CheckoutScreen({ locale, title }: { locale: Locale; title: string }) {
  const t = useTranslations('checkout')
  const router = useRouter()
  const query = useSearchParams()
  const asked = new URLSearchParams({ locale })
  for (const key of ['as', 'step'] as const) {
    const value = query.get(key)
    if (value) asked.set(key, value)
  }
  const { data, failure, reload } = useOwnRead<CheckoutScreenData>(
    `/api/storefront/checkout?${asked}`,
  )
  const next = data && 'next' in data ? data.next : null

  useEffect(() => {
    if (next) router.replace(next)
  }, [next, router])

  if (!data || 'next' in data)
    return <OwnReadPending failure={failure} reload={reload} title={title} loading={t('loading')} />

  return (
    <ScreenRefresh.Provider value={reload}>
      {data.step === 'details' ? (
        <>
          <h1 className={titleClass}>{t('detailsTitle')}</h1>
          <DetailsFormView {...data.form} />
        </>
      ) : (
        <>
          <h1 className={titleClass}>{t('confirmTitle')}</h1>
          {query.get('country') === 'changed' && handoverOf(data.confirm.cart) === 'delivery' ? (
            <p role="status" className="rounded bg-amber-50 p-3 text-amber-900">
              {t('countrySwitched', { country: t(`inCountry.${data.confirm.cart.country}`) })}
            </p>
          ) : null}
          <ConfirmOrder {...data.confirm} locale={locale} />
        </>
      )}
    </ScreenRefresh.Provider>
  )
}
