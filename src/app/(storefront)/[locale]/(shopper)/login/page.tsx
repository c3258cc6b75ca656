import { getTranslations } from 'next-intl/server'

import { authScreen } from '@/components/auth/auth-screen'
import { LoginForm } from '@/components/auth/login-form'
import { SignInLinkButton } from '@/components/auth/sign-in-link-button'
import { SignInLinkRequest } from '@/components/auth/sign-in-link-request'
import { commerce } from '@/commerce'
import { Link, redirect } from '@/i18n/navigation'

const { Page, generateMetadata } = authScreen(
  'login',
  '/login',
  async ({ locale, returnTo, signedIn, query }) => {
    // Signed-in customers have nothing to do here.
    if (signedIn) redirect({ href: '/', locale })
    const t = await getTranslations({ locale, namespace: 'auth' })
    const linkToken = query.signInLink
    if (typeof linkToken === 'string')
      return <SignInLinkButton token={linkToken} returnTo={returnTo} />
    return (
      <div className="space-y-6">
        <LoginForm returnTo={returnTo} />
        {commerce.customers.linkSignIn ? <SignInLinkRequest /> : null}
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
