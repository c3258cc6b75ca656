import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('passwordRecovery')

export { generateMetadata }
export default Page
