import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AccountScreen } from '@/components/account/account-screen'
import { NeedsScript } from '@/components/shopper/needs-script'
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

// The same for every visitor, served from cache: the customer's greeting, details and newsletter
// are read by the page in the browser (docs/adr/0036).
export const revalidate = 3600
export const generateStaticParams = () => []

export const generateMetadata = screenMetadata('account', '/account')

/** The account home: the way to each part of the account, the customer's details, the newsletter. */
export default async function AccountPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, screens] = await Promise.all([getTranslations('account'), getTranslations('screens')])
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-12">
      <NeedsScript />
      <AccountScreen locale={locale} title={screens('account')}>
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
      </AccountScreen>
      <Link href="/logout" className="inline-block underline">
        {t('signOut')}
      </Link>
    </main>
  )
}
