import { getTranslations } from 'next-intl/server'

import { authScreen } from '@/components/auth/auth-screen'
import { Link } from '@/i18n/navigation'

const { Page, generateMetadata } = authScreen(
  'passwordRecoveryConfirm',
  '/passwordrecovery/confirm',
  async ({ locale }) => {
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
