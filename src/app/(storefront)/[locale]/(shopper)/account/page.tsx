import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { requireCustomer } from '@/auth/require-customer'
import { commerce } from '@/commerce'
import { detailsForm } from '@/commerce/rules/customer-details'
import { CustomerDetailsForm } from '@/components/account/customer-details-form'
import { NewsletterSwitch } from '@/components/account/newsletter-switch'
import { isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = { params: Promise<{ locale: string }> }

const sections = [
  { href: '/account/orders', screen: 'accountOrders' },
  { href: '/account/address', screen: 'accountAddress' },
  { href: '/account/reviews', screen: 'accountReviews' },
  { href: '/account/downloads', screen: 'accountDownloads' },
  { href: '/account/edit-password', screen: 'accountEditPassword' },
] as const

export const generateMetadata = screenMetadata('account', '/account')

/** The account home: the way to each part of the account, the customer's details, the newsletter. */
export default async function AccountPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const customer = await requireCustomer(locale, '/account')
  const [t, screens, newsletter, details] = await Promise.all([
    getTranslations('account'),
    getTranslations('screens'),
    commerce.newsletter.forCustomer(customer.session),
    commerce.account.details(customer.session),
  ])
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-dark">
        {t('greeting', { firstName: customer.firstName })}
      </h1>
      <nav aria-label={screens('account')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {sections.map(({ href, screen }) => (
            <li key={href}>
              <Link
                href={href}
                className="block rounded border border-neutral-200 p-4 font-semibold hover:border-brand"
              >
                {screens(screen)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CustomerDetailsForm initial={detailsForm(details)} email={details.email} />
      <NewsletterSwitch status={newsletter} email={customer.email} />
      <Link href="/logout" className="inline-block underline">
        {t('signOut')}
      </Link>
    </main>
  )
}
