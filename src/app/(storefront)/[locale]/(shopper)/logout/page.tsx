import { SignOut } from '@/components/auth/sign-out'
import { authScreen } from '@/components/auth/auth-screen'

const { Page, generateMetadata } = authScreen('logout', '/logout', ({ returnTo }) => (
  <SignOut returnTo={returnTo} />
))

export { generateMetadata }
export default Page
