import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import type { SiteFrame } from '@/content/settings'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { currentCustomer, currentShopper } from '@/lib/customer-session'
import { CartLink } from '@/components/cart/cart-link'

import { SearchBox } from '../search/search-box'
import { DesktopNav } from './desktop-nav'
import { LanguageSwitcher } from './language-switcher'
import { headerMenu } from './menu'
import { MobileMenu } from './mobile-menu'
import { TopBar } from './top-bar'

const initials = (first: string, last: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase()

export async function SiteHeader({ locale, frame }: { locale: Locale; frame: SiteFrame }) {
  const shopper = await currentShopper(locale)
  const [t, meta, header, roots, customer, itemCount] = await Promise.all([
    getTranslations({ locale, namespace: 'menu' }),
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'header' }),
    commerce.catalog.rootCategories(locale),
    currentCustomer(),
    commerce.cart.itemCount(shopper),
  ])
  const groups = headerMenu(roots, frame.blogCategories, t)
  const phone = frame.settings.phone
  const accountLabel = customer ? customer.firstName || t('account') : t('signIn')

  const signOut = customer ? (
    <Link href="/logout" className="hover:underline">
      {t('signOut')}
    </Link>
  ) : null

  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm">
      <a href="#main" className="sr-only focus:not-sr-only">
        {header('skipToContent')}
      </a>
      <div className="hidden lg:block">
        <TopBar>
          <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-2">
            <span>{t('claim')}</span>
            <a href={`tel:${phone.replace(/\s/g, '')}`} className="hover:underline">
              {phone}
            </a>
            <div className="ml-auto flex items-center gap-4">
              <LanguageSwitcher />
              <Link href="/account" data-testid="account-link" className="hover:underline">
                {accountLabel}
              </Link>
              {signOut}
            </div>
          </div>
        </TopBar>
      </div>
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <MobileMenu groups={groups} phone={phone} />
        <Link href="/" aria-label={header('home')} className="text-xl font-bold text-brand-dark">
          {meta('title')}
        </Link>
        <div className="ml-auto hidden flex-1 sm:block sm:max-w-md">
          <SearchBox />
        </div>
        <Link
          href="/account"
          aria-label={accountLabel}
          className="ml-auto flex h-9 w-9 items-center justify-center rounded-full bg-cream text-sm font-semibold lg:hidden sm:ml-0"
        >
          {customer ? (
            initials(customer.firstName, customer.lastName) || '•'
          ) : (
            <span aria-hidden>👤</span>
          )}
        </Link>
        <CartLink initialCount={itemCount} />
      </div>
      <div className="px-4 pb-3 sm:hidden">
        <SearchBox />
      </div>
      <div className="flex items-center justify-end gap-4 px-4 pb-2 text-sm lg:hidden">
        {signOut}
        <LanguageSwitcher />
      </div>
      <DesktopNav groups={groups} label={t('main')} />
    </header>
  )
}
