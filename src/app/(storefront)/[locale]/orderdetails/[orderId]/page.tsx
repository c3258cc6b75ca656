import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('orderDetails')

export { generateMetadata }
export default Page
