import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { requireCustomer } from '@/auth/require-customer'
import { commerce } from '@/commerce'
import type { AddressForm as Values } from '@/commerce/rules/address'
import type { Address } from '@/commerce/types'
import { AddressForm } from '@/components/account/address-form'
import { alternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Id 0 adds a new address; any other is one of the customer's own. */
const NEW = 0

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'screens' })
  return {
    title: t('accountAddressManage'),
    alternates: alternates('/account/address-manage/[id]', { id }, locale),
  }
}

const formValues = (address: Address | null, email: string): Values => ({
  firstName: address?.firstName ?? '',
  lastName: address?.lastName ?? '',
  email: address?.email ?? email,
  phone: address?.phone ?? '',
  fax: address?.fax ?? '',
  company: address?.company ?? '',
  vatNumber: address?.vatNumber ?? '',
  street: address?.street ?? '',
  houseNumber: address?.houseNumber ?? '',
  postcode: address?.postcode ?? '',
  city: address?.city ?? '',
  country: address?.country ?? 'BE',
  extraInfo: address?.extraInfo ?? '',
})

export default async function ManageAddressPage({ params }: Props) {
  const { locale, id: rawId } = await params
  const id = Number(rawId)
  if (!isLocale(locale) || !Number.isSafeInteger(id) || id < 0) notFound()
  setRequestLocale(locale)
  const customer = await requireCustomer(locale, {
    pathname: '/account/address-manage/[id]',
    params: { id: rawId },
  })
  const address =
    id === NEW ? null : await commerce.account.address(customer.session, id).catch(() => notFound())
  const t = await getTranslations('addresses')
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-brand-dark">
        {address ? t('editTitle') : t('addTitle')}
      </h1>
      <AddressForm
        id={address ? address.id : null}
        initial={formValues(address, address ? '' : customer.email)}
      />
    </main>
  )
}
