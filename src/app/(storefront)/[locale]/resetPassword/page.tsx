import { getTranslations } from 'next-intl/server'

import { authScreen } from '@/components/auth/auth-screen'
import { ResetForm } from '@/components/auth/reset-form'
import { Link } from '@/i18n/navigation'

const { Page, generateMetadata } = authScreen(
  'resetPassword',
  '/resetPassword',
  async ({ locale, query }) => {
    const token = typeof query.token === 'string' ? query.token : ''
    if (token) return <ResetForm token={token} />
    const t = await getTranslations({ locale, namespace: 'auth' })
    return (
      <div role="status" className="space-y-4">
        <p>{t('problems.reset-link-invalid')}</p>
        <Link href="/passwordrecovery" className="underline">
          {t('requestNewLink')}
        </Link>
      </div>
    )
  },
)

export { generateMetadata }
export default Page
