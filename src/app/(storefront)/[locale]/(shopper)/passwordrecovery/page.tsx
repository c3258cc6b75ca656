import { authScreen } from '@/components/auth/auth-screen'
import { RecoveryForm } from '@/components/auth/recovery-form'

const { Page, generateMetadata } = authScreen('passwordRecovery', '/passwordrecovery', () => (
  <RecoveryForm />
))

export { generateMetadata }
export default Page
