import { getTranslations } from 'next-intl/server'

import { authScreen } from '@/components/auth/auth-screen'
import { LoginForm } from '@/components/auth/login-form'
import { getPathname, Link, redirect } from '@/i18n/navigation'

/** The first step of checkout: sign in, register, or go on as a guest. */
const { Page, generateMetadata } = authScreen(
  'checkoutLogin',
  '/checkout/login',
  async ({ locale, signedIn }) => {
    if (signedIn) redirect({ href: '/checkout', locale })
    const [t, auth] = await Promise.all([
      getTranslations({ locale, namespace: 'checkout' }),
      getTranslations({ locale, namespace: 'auth' }),
    ])
    const checkout = getPathname({ href: '/checkout', locale })
    return (
      <div className="grid gap-10 sm:grid-cols-2">
        <section className="space-y-4">
          <h2 className="text-xl font-semibold">{t('guestTitle')}</h2>
          <p>{t('guestText')}</p>
          <Link
            href={{ pathname: '/checkout', query: { as: 'guest' } }}
            className="inline-block rounded bg-brand px-5 py-2 font-semibold text-white"
          >
            {t('asGuest')}
          </Link>
        </section>
        <section className="space-y-4">
          <h2 className="text-xl font-semibold">{t('loginTitle')}</h2>
          <LoginForm returnTo={checkout} />
          <p className="text-sm">
            {auth('noAccount')}{' '}
            <Link
              href={{ pathname: '/register', query: { redirect: checkout } }}
              className="font-semibold underline"
            >
              {auth('createAccount')}
            </Link>
          </p>
        </section>
      </div>
    )
  },
  { wide: true },
)

export { generateMetadata }
export default Page
