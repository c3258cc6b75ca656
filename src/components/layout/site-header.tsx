import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import type { SiteFrame } from '@/content/settings'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/localized-href'
import { Link } from '@/i18n/navigation'
import { CartLink } from '@/components/cart/cart-link'

import { SearchBox } from '../search/search-box'
import { AccountBadge, AccountLink, SignOutLink } from './account-links'
import { DesktopNav } from './desktop-nav'
import { LanguageNav } from './language-nav'
import { headerMenu, shownMenu } from './menu'
import { MobileMenu } from './mobile-menu'
import { TopBar } from './top-bar'

export async function SiteHeader({ locale, frame }: { locale: Locale; frame: SiteFrame }) {
  const [t, meta, header, roots] = await Promise.all([
    getTranslations({ locale, namespace: 'menu' }),
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'header' }),
    commerce.catalog.rootCategories(locale),
  ])
  const groups = shownMenu(headerMenu(roots, frame.blogCategories, t, frame.menu, locale), locale)
  // The browser's islands get their addresses made here (docs/adr/0032).
  const [account, cart, signOut, search] = (
    ['/account', '/shopping-cart', '/logout', '/search'] as const
  ).map((href) => localizedHref(href, locale))
  const phone = frame.settings.phone
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
              <LanguageNav current={locale} label={header('language')} />
              <AccountLink href={account} />
              <SignOutLink href={signOut} />
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
          <SearchBox searchPath={search} />
        </div>
        <AccountBadge href={account} />
        <CartLink href={cart} />
      </div>
      <div className="px-4 pb-3 sm:hidden">
        <SearchBox searchPath={search} />
      </div>
      <div className="flex items-center justify-end gap-4 px-4 pb-2 text-sm lg:hidden">
        <SignOutLink href={signOut} />
        <LanguageNav current={locale} label={header('language')} />
      </div>
      <DesktopNav groups={groups} label={t('main')} />
    </header>
  )
}
