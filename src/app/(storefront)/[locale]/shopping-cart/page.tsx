import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { handoverOf } from '@/commerce/rules/handover'
import { CartLines } from '@/components/cart/cart-lines'
import { CartTotals } from '@/components/cart/cart-totals'
import { CodeForm } from '@/components/cart/code-form'
import { DeliveryChoice } from '@/components/cart/delivery-choice'
import { DeliveryCountry } from '@/components/cart/delivery-country'
import { EmptyCart } from '@/components/cart/empty-cart'
import { GiftNote } from '@/components/cart/gift-note'
import { MergeNotice } from '@/components/cart/merge-notice'
import { clockText } from '@/content/claim-texts'
import { closingDays } from '@/content/closing-days'
import { siteFrame } from '@/content/settings'
import { cartNamespaces } from '@/i18n/client-messages'
import { ClientMessages } from '@/i18n/client-messages-provider'
import { isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ problem?: string | string[] }>
}

/** Why checkout sent the shopper back here. */
const checkoutProblems = new Set(['cart-empty', 'date-required', 'terms-required'])

export const generateMetadata = screenMetadata('cart', '/shopping-cart')

export default async function CartPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const shopper = await currentShopper(locale)
  const { problem } = await searchParams
  const [t, frame, cart, merged] = await Promise.all([
    getTranslations('cart'),
    siteFrame(locale),
    commerce.cart.get(shopper),
    commerce.cart.takeMergeNotice(shopper),
  ])
  // Delivery dates are the cart's country's.
  const [booking, closings] = await Promise.all([
    commerce.cart.bookingOptions(cart.country),
    closingDays(locale),
  ])
  const { street, postcode, city } = frame.settings.address
  const handover = handoverOf(cart)
  const pickup = handover === 'pickup'
  return (
    <ClientMessages namespaces={cartNamespaces}>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
        <h1 className="text-3xl font-bold text-brand-dark">{t('title')}</h1>
        <MergeNotice lines={merged} locale={locale} />
        {typeof problem === 'string' && checkoutProblems.has(problem) ? (
          <p role="alert" className="rounded bg-amber-50 p-3 text-amber-900">
            {t(
              `problems.${problem === 'date-required' && pickup ? 'pickup-date-required' : problem}`,
            )}
          </p>
        ) : null}
        {cart.warnings.map((warning) => (
          <p key={warning} role="status" className="rounded bg-amber-50 p-3 text-amber-900">
            {t(`problems.${warning}`)}
          </p>
        ))}
        {cart.lines.length === 0 ? (
          <EmptyCart locale={locale} />
        ) : (
          <>
            <CartLines lines={cart.lines} locale={locale} />
            <div className="flex flex-wrap gap-6">
              <CodeForm kind="discount" applied={cart.discountCode} />
              <CodeForm kind="giftCard" applied={cart.giftCardCode} />
            </div>
            {handover === 'delivery' ? (
              <DeliveryCountry
                key={`country-${cart.country}`}
                country={cart.country}
                weekdays={booking.deliveryWeekdays}
                settings={frame.settings}
                locale={locale}
              />
            ) : null}
            <CartTotals
              totals={cart.totals}
              method={cart.deliveryMethod}
              locale={locale}
              discountCode={cart.discountCode}
            />
            <GiftNote cart={cart} locale={locale} />
            <DeliveryChoice
              // Its dates are the country's: a new country starts it afresh. Siblings need their own keys.
              key={`choice-${cart.country}`}
              method={cart.deliveryMethod}
              date={cart.deliveryDate}
              termsAccepted={cart.termsAccepted}
              vouchersOnly={handover === null}
              dates={booking.dates}
              closings={closings}
              about={{
                delivery: t('deliveryHint', { cutoff: clockText(booking.orderCutoff, locale) }),
                pickup: t('pickupHint', {
                  until: clockText(booking.pickupUntil, locale),
                  address: `${street}, ${postcode} ${city}`,
                }),
              }}
              sameDayPickup={t('sameDayPickup', {
                time: clockText(booking.sameDayPickupCallBefore, locale),
                phone: frame.settings.phone,
              })}
            />
            <Link href="/products" className="inline-block underline">
              {t('continueShopping')}
            </Link>
          </>
        )}
      </main>
    </ClientMessages>
  )
}
