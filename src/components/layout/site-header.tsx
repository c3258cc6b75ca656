import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { SearchBox } from '../search/search-box'
import { LanguageSwitcher } from './language-switcher'

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'header' })
  const meta = await getTranslations({ locale, namespace: 'meta' })
  return (
    <header className="bg-white shadow-sm">
      <a href="#main" className="sr-only focus:not-sr-only">
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <Link href="/" aria-label={t('home')} className="text-xl font-bold text-brand-dark">
          {meta('title')}
        </Link>
        <nav className="text-sm">
          <Link href="/products" className="hover:underline">
            {t('products')}
          </Link>
        </nav>
        <div className="ml-auto w-full sm:w-auto sm:flex-1 sm:max-w-md">
          <SearchBox />
        </div>
        <LanguageSwitcher />
      </div>
    </header>
  )
}
