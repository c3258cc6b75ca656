import { placeholderPage } from '@/components/layout/placeholder-page'

const { Page, generateMetadata } = placeholderPage('news')

export { generateMetadata }
export default Page
