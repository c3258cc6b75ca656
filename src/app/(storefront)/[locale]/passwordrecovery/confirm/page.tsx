import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('passwordRecoveryConfirm')

export { generateMetadata }
export default Page
