import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { requireCustomer } from '@/auth/require-customer'
import { commerce } from '@/commerce'
import { DeleteAddress } from '@/components/account/delete-address'
import { isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ saved?: string }>
}

const savedMessages = ['added', 'updated', 'deleted'] as const

export const generateMetadata = screenMetadata('accountAddress', '/account/address')

/** The customer's address book: each address with edit and delete, and a way to add one. */
export default async function AddressesPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const customer = await requireCustomer(locale, '/account/address')
  const [screens, t, addresses, { saved }] = await Promise.all([
    getTranslations('screens'),
    getTranslations('addresses'),
    commerce.account.addresses(customer.session),
    searchParams,
  ])
  const notice = savedMessages.find((kind) => kind === saved)
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-dark">{screens('accountAddress')}</h1>
      {notice ? (
        <p role="status" className="rounded bg-green-50 p-3 text-green-900">
          {t(`saved.${notice}`)}
        </p>
      ) : null}
      {addresses.length === 0 ? <p>{t('none')}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {addresses.map((address) => {
          const name = `${address.firstName} ${address.lastName}`
          return (
            <li
              key={address.id}
              data-testid="address"
              className="rounded border border-neutral-200 p-4"
            >
              <address className="not-italic">
                <strong>{name}</strong>
                {address.company ? <br /> : null}
                {address.company}
                <br />
                {address.street} {address.houseNumber}
                <br />
                {address.postcode} {address.city}
                <br />
                {t(`countries.${address.country}`)}
                <br />
                {address.phone} · {address.email}
                {address.fax ? (
                  <>
                    <br />
                    {t('fields.fax')} {address.fax}
                  </>
                ) : null}
              </address>
              <div className="mt-3 flex gap-4 text-sm">
                <Link
                  href={{ pathname: '/account/address-manage/[id]', params: { id: address.id } }}
                  className="underline"
                >
                  {t('edit')}
                  <span className="sr-only"> {name}</span>
                </Link>
                <DeleteAddress id={address.id} name={name} />
              </div>
            </li>
          )
        })}
      </ul>
      <Link
        href={{ pathname: '/account/address-manage/[id]', params: { id: 0 } }}
        className="inline-block rounded bg-brand px-5 py-2 font-semibold text-white"
      >
        {t('add')}
      </Link>
    </main>
  )
}
