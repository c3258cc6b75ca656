import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('inspirationDetail')

export { generateMetadata }
export default Page
