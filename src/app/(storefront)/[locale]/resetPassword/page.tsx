import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('resetPassword')

export { generateMetadata }
export default Page
