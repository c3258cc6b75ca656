import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('checkoutLogin')

export { generateMetadata }
export default Page
