import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { currentCustomer } from '@/auth/customer-session'
import { safeReturnPath } from '@/auth/redirect'
import { isLocale, type Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import type { AppPathname } from '@/i18n/pathnames'
import { screenMetadata } from '@/i18n/screen-metadata'
import { requestOrigin } from '@/lib/request-origin'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

type Screen =
  | 'login'
  | 'register'
  | 'logout'
  | 'passwordRecovery'
  | 'passwordRecoveryConfirm'
  | 'resetPassword'
  | 'checkoutLogin'

/**
 * A screen of signing in or out. `render` gets the locale, the signed-in customer (if any) and
 * where to go afterwards: the `redirect` parameter when it is a path on this site, else home.
 * `wide` gives room for two columns.
 */
export function authScreen(
  screen: Screen,
  pathname: AppPathname,
  render: (context: {
    locale: Locale
    returnTo: string
    signedIn: boolean
    query: Record<string, string | string[] | undefined>
  }) => Promise<ReactNode> | ReactNode,
  { wide = false }: { wide?: boolean } = {},
) {
  const generateMetadata = screenMetadata(screen, pathname)

  async function Page({ params, searchParams }: Props) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const [t, query, customer, origin] = await Promise.all([
      getTranslations('screens'),
      searchParams,
      currentCustomer(),
      requestOrigin(),
    ])
    const returnTo = safeReturnPath(query.redirect, origin) ?? getPathname({ href: '/', locale })
    return (
      <main className={`mx-auto ${wide ? 'max-w-4xl' : 'max-w-lg'} px-4 py-12`}>
        <h1 className="mb-6 text-3xl font-bold text-brand-dark">{t(screen)}</h1>
        {await render({ locale, returnTo, signedIn: customer !== null, query })}
      </main>
    )
  }

  return { Page, generateMetadata }
}
