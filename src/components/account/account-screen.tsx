'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { OwnReadPending } from '@/components/shopper/own-read-pending'
import { useCustomerRead } from '@/components/shopper/use-customer-read'
import type { Locale } from '@/i18n/locales'

import type { AccountScreenData } from './account-screen-data'
import { CustomerDetailsForm } from './customer-details-form'
import { NewsletterSwitch } from './newsletter-switch'

type Props = { locale: Locale; title: string; children: ReactNode }

/**
 * The account home's own part: the greeting, the customer's details and the newsletter, read after
 * the page (the same for everybody, its links as `children`) has loaded. A visitor nobody signed
 * in goes to sign in, and back.
 */
export function AccountScreen({ locale, title, children }: Props) {
  const t = useTranslations('account')
  const { data, failure, reload } = useCustomerRead<AccountScreenData>(
    `/api/storefront/account?locale=${locale}`,
    '/account',
    locale,
  )
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-dark">
        {data ? t('greeting', { firstName: data.firstName }) : title}
      </h1>
      {children}
      {data ? (
        <>
          <CustomerDetailsForm initial={data.details} email={data.email} />
          <NewsletterSwitch status={data.newsletter} email={data.email} />
        </>
      ) : (
        <OwnReadPending failure={failure} reload={reload} loading={t('loading')} />
      )}
    </>
  )
}
