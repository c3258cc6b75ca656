'use client'

import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'

import { OwnReadPending } from '@/components/shopper/own-read-pending'
import { ScreenRefresh } from '@/components/shopper/screen-refresh'
import { useOwnRead } from '@/components/shopper/use-own-read'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { CartLines } from './cart-lines'
import type { CartScreenData, CartShopTexts } from './cart-screen-data'
import { CartSums } from './cart-sums'
import { CodeForm } from './code-form'
import { CountryChoice } from './country-choice'
import { DeliveryChoice } from './delivery-choice'
import { EmptyCart } from './empty-cart'
import { MergeNotice } from './merge-notice'

/** Why checkout sent the shopper back here. */
const checkoutProblems = new Set(['cart-empty', 'date-required', 'terms-required'])

type Props = {
  locale: Locale
  title: string
  /** What the screen says the same to every shopper, rendered with the page. */
  shop: CartShopTexts
}

/**
 * The shopper's cart, read after the page (which is the same for everybody) has loaded, and read
 * again after each change its forms make. Only the latest read is shown.
 */
export function CartScreen({ locale, title, shop }: Props) {
  const t = useTranslations('cart')
  const problem = useSearchParams().get('problem')
  const { data, failure, reload } = useOwnRead<CartScreenData>(
    `/api/storefront/cart?locale=${locale}`,
  )

  if (!data)
    return <OwnReadPending failure={failure} reload={reload} title={title} loading={t('loading')} />

  const { cart, handover, merged, dates } = data
  const texts = shop.countries[cart.country]
  return (
    <ScreenRefresh.Provider value={reload}>
      <h1 className="text-3xl font-bold text-brand-dark">{title}</h1>
      <MergeNotice lines={merged} />
      {problem && checkoutProblems.has(problem) ? (
        <p role="alert" className="rounded bg-amber-50 p-3 text-amber-900">
          {t(
            `problems.${problem === 'date-required' && handover === 'pickup' ? 'pickup-date-required' : problem}`,
          )}
        </p>
      ) : null}
      {cart.warnings.map((warning) => (
        <p key={warning} role="status" className="rounded bg-amber-50 p-3 text-amber-900">
          {t(`problems.${warning}`)}
        </p>
      ))}
      {cart.lines.length === 0 || !dates ? (
        <EmptyCart promos={shop.promos} />
      ) : (
        <>
          <CartLines lines={cart.lines} locale={locale} />
          <div className="flex flex-wrap gap-6">
            <CodeForm kind="discount" applied={cart.discountCode} />
            <CodeForm kind="giftCard" applied={cart.giftCardCode} />
          </div>
          {handover === 'delivery' ? (
            <CountryChoice
              key={`country-${cart.country}`}
              country={cart.country}
              countries={shop.countryNames}
              terms={texts.terms}
            />
          ) : null}
          <CartSums cart={cart} locale={locale} />
          <DeliveryChoice
            // Its dates are the country's: a new country starts it afresh. Siblings need their own keys.
            key={`choice-${cart.country}`}
            method={cart.deliveryMethod}
            date={cart.deliveryDate}
            termsAccepted={cart.termsAccepted}
            vouchersOnly={handover === null}
            dates={dates}
            closings={shop.closings}
            about={texts.about}
            sameDayPickup={texts.sameDayPickup}
          />
          <Link href="/products" className="inline-block underline">
            {t('continueShopping')}
          </Link>
        </>
      )}
    </ScreenRefresh.Provider>
  )
}
