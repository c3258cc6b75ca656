import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import { authScreen } from '@/components/auth/auth-screen'
import { Link, redirect } from '@/i18n/navigation'

/**
 * Where the recovery form leads once sent; and where the password link a backend mails itself
 * leads (nopCommerce's, to its store URL), which goes on to the reset screen with its token.
 */
const { Page, generateMetadata } = authScreen(
  'passwordRecoveryConfirm',
  '/passwordrecovery/confirm',
  async ({ locale, query }) => {
    const token = commerce.customers.resetTokenOfMailedLink(query)
    if (token) redirect({ href: { pathname: '/resetPassword', query: { token } }, locale })
    const t = await getTranslations({ locale, namespace: 'auth' })
    return (
      <div className="space-y-4">
        <p role="status">{t('recoverySent')}</p>
        <Link href="/login" className="underline">
          {t('backToLogin')}
        </Link>
      </div>
    )
  },
)

export { generateMetadata }
export default Page
