import { getTranslations } from 'next-intl/server'

import { authScreen } from '@/components/auth/auth-screen'
import { RegisterForm } from '@/components/auth/register-form'
import { Link, redirect } from '@/i18n/navigation'

const { Page, generateMetadata } = authScreen(
  'register',
  '/register',
  async ({ locale, returnTo, signedIn, query }) => {
    const t = await getTranslations({ locale, namespace: 'auth' })
    if (signedIn && query.welcome !== undefined)
      return (
        <div role="status" className="space-y-4">
          <p className="text-lg">{t('thanks')}</p>
          <Link
            href="/products"
            className="inline-block rounded bg-brand px-5 py-2 font-semibold text-white"
          >
            {t('startShopping')}
          </Link>
        </div>
      )
    if (signedIn) redirect({ href: '/account', locale })
    // Sent here from a step such as checkout: the new customer goes on with it.
    const next = query.redirect === undefined ? null : returnTo
    return (
      <div className="space-y-6">
        <RegisterForm returnTo={next} />
        <p className="text-sm">
          {t('haveAccount')}{' '}
          <Link
            href={next ? { pathname: '/login', query: { redirect: next } } : '/login'}
            className="font-semibold underline"
          >
            {t('signIn')}
          </Link>
        </p>
      </div>
    )
  },
)

export { generateMetadata }
export default Page
