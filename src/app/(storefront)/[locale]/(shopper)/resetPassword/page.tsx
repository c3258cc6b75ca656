import { getTranslations } from 'next-intl/server'

import { resetPassword } from '@/app/actions/password'
import { authScreen } from '@/components/auth/auth-screen'
import { NewPasswordForm } from '@/components/auth/new-password-form'
import { Link } from '@/i18n/navigation'

const { Page, generateMetadata } = authScreen(
  'resetPassword',
  '/resetPassword',
  async ({ locale, query }) => {
    const t = await getTranslations({ locale, namespace: 'auth' })
    const token = typeof query.token === 'string' ? query.token : ''
    const newLink = (
      <Link href="/passwordrecovery" className="underline">
        {t('requestNewLink')}
      </Link>
    )
    if (token)
      return (
        <NewPasswordForm
          send={resetPassword.bind(null, token)}
          onProblem={newLink}
          done={
            <>
              <p>{t('passwordChanged')}</p>
              <Link
                href="/login"
                className="inline-block rounded bg-brand px-5 py-2 font-semibold text-white"
              >
                {t('signIn')}
              </Link>
            </>
          }
        />
      )
    return (
      <div role="status" className="space-y-4">
        <p>{t('problems.reset-link-invalid')}</p>
        {newLink}
      </div>
    )
  },
)

export { generateMetadata }
export default Page
