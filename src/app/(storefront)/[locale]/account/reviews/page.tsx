import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('accountReviews')

export { generateMetadata }
export default Page
