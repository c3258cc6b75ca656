import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import type { SiteFrame } from '@/content/settings'
import { countedText } from '@/i18n/counted'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/localized-href'
import { Link } from '@/i18n/navigation'
import { textsOf } from '@/i18n/texts'
import { CartLink } from '@/components/cart/cart-link'

import { SearchBox } from '../search/search-box'
import { AccountBadge, AccountLink, SignOutLink } from './account-links'
import { DesktopNav } from './desktop-nav'
import { LanguageNav } from './language-nav'
import { headerMenu, shownMenu } from './menu'
import { MobileMenu } from './mobile-menu'
import { TopBar } from './top-bar'

export async function SiteHeader({ locale, frame }: { locale: Locale; frame: SiteFrame }) {
  const [t, meta, header, search, roots] = await Promise.all([
    getTranslations({ locale, namespace: 'menu' }),
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'search' }),
    commerce.catalog.rootCategories(locale),
  ])
  const groups = shownMenu(headerMenu(roots, frame.blogCategories, t, frame.menu, locale), locale)
  // The browser's islands get their addresses made here (docs/adr/0032).
  const [account, cart, signOut, searchPath] = (
    ['/account', '/shopping-cart', '/logout', '/search'] as const
  ).map((href) => localizedHref(href, locale))
  const phone = frame.settings.phone
  // …and their texts, so that the first load carries no translation runtime (docs/adr/0034).
  const accountTexts = textsOf(t, ['account', 'signIn'])
  const searchBox = (
    <SearchBox
      locale={locale}
      searchPath={searchPath}
      texts={textsOf(search, ['label', 'placeholder', 'suggestions'])}
    />
  )
  const mobileMenuTexts = {
    ...textsOf(t, ['open', 'close', 'main']),
    call: t('call', { phone }),
    expand: Object.fromEntries(groups.map(({ label }) => [label, t('expand', { label })])),
  }
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
              <AccountLink href={account} texts={accountTexts} />
              <SignOutLink href={signOut} label={t('signOut')} />
            </div>
          </div>
        </TopBar>
      </div>
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <MobileMenu groups={groups} phone={phone} texts={mobileMenuTexts} />
        <Link href="/" aria-label={header('home')} className="text-xl font-bold text-brand-dark">
          {meta('title')}
        </Link>
        <div className="ml-auto hidden flex-1 sm:block sm:max-w-md">{searchBox}</div>
        <AccountBadge href={account} texts={accountTexts} />
        <CartLink
          href={cart}
          labels={{ empty: t('cart'), counted: countedText(t, 'cartWithCount') }}
        />
      </div>
      <div className="px-4 pb-3 sm:hidden">{searchBox}</div>
      <div className="flex items-center justify-end gap-4 px-4 pb-2 text-sm lg:hidden">
        <SignOutLink href={signOut} label={t('signOut')} />
        <LanguageNav current={locale} label={header('language')} />
      </div>
      <DesktopNav groups={groups} label={t('main')} />
    </header>
  )
}
