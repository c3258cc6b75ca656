import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('newsDetail')

export { generateMetadata }
export default Page
