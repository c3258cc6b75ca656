import { getTranslations } from 'next-intl/server'

import { authScreen } from '@/components/auth/auth-screen'
import { LoginForm } from '@/components/auth/login-form'
import { Link, redirect } from '@/i18n/navigation'

const { Page, generateMetadata } = authScreen(
  'login',
  '/login',
  async ({ locale, returnTo, signedIn }) => {
    // Signed-in customers have nothing to do here.
    if (signedIn) redirect({ href: '/', locale })
    const t = await getTranslations({ locale, namespace: 'auth' })
    return (
      <div className="space-y-6">
        <LoginForm returnTo={returnTo} />
        <p className="text-sm">
          <Link href="/passwordrecovery" className="underline">
            {t('forgotPassword')}
          </Link>
        </p>
        <p className="text-sm">
          {t('noAccount')}{' '}
          <Link href="/register" className="font-semibold underline">
            {t('createAccount')}
          </Link>
        </p>
      </div>
    )
  },
)

export { generateMetadata }
export default Page
