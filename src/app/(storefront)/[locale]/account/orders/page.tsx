import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('accountOrders')

export { generateMetadata }
export default Page
