import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { currentCustomer, currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { cartNotReady, countryMatches } from '@/commerce/rules/checkout'
import { handoverOf } from '@/commerce/rules/handover'
import { ConfirmOrder } from '@/components/checkout/confirm-order'
import { DetailsFormView } from '@/components/checkout/details-form'
import { asFormAddress, initialDetails } from '@/components/checkout/details-initial'
import { isLocale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = screenMetadata('checkout', '/checkout')

/** Checkout: the shopper's details, then confirming and paying. */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const shopper = await currentShopper(locale)
  const [t, cart, customer, details, query] = await Promise.all([
    getTranslations('checkout'),
    commerce.cart.get(shopper),
    currentCustomer(),
    commerce.checkout.details(shopper),
    searchParams,
  ])
  const missing = cartNotReady(cart)
  if (missing)
    redirect({ href: { pathname: '/shopping-cart', query: { problem: missing } }, locale })
  if (!customer && !details && query.as !== 'guest') redirect({ href: '/checkout/login', locale })

  // Gift vouchers only: nothing to deliver, so no delivery address to match the cart's country.
  const handover = handoverOf(cart)
  const editing =
    !details ||
    query.step === 'details' ||
    (handover !== null && !countryMatches(details, handover, cart.country))
  const addressBook = customer ? await commerce.account.addresses(customer.session) : []
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-dark">
        {editing ? t('detailsTitle') : t('confirmTitle')}
      </h1>
      {!editing && query.country === 'changed' && handover === 'delivery' ? (
        <p role="status" className="rounded bg-amber-50 p-3 text-amber-900">
          {t('countrySwitched', { country: t(`inCountry.${cart.country}`) })}
        </p>
      ) : null}
      {editing ? (
        <DetailsFormView
          initial={initialDetails(details, addressBook, cart.country, customer)}
          addressBook={addressBook.map((address) => ({
            label: `${address.firstName} ${address.lastName}, ${address.street} ${address.houseNumber}, ${address.city}`,
            address: asFormAddress(address),
          }))}
          method={handover}
          cartCountry={cart.country}
        />
      ) : (
        <ConfirmOrder
          cart={cart}
          details={details}
          shopper={shopper}
          windows={(await commerce.cart.bookingOptions(cart.country)).windows}
          locale={locale}
        />
      )}
    </main>
  )
}
