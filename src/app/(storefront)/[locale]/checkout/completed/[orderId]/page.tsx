import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('checkoutCompleted')

export { generateMetadata }
export default Page
