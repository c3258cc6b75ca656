import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('accountEditPassword')

export { generateMetadata }
export default Page
